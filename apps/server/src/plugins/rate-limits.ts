/**
 * Rate limits (decision 006). Per client, keyed by `clientKey(request.ip)` (the address Fastify
 * reports under TRUST_PROXY; an IPv6 client by its /64), for the routes that ask for one in
 * `config.rateLimit` (sign-in, visitor forms). And one shared limit on every staff write — POST,
 * PUT, PATCH or DELETE of a staff or SuperAdmin route under the admin or accounts base — keyed by
 * the signed-in account, so a stolen or runaway session cannot flood the database or the outbox.
 * Over a limit: 429 with SPEC §8's text and a Retry-After header.
 *
 * The counters are in process memory by default, and in Redis when REDIS_URL is set, so that N
 * processes behind a load balancer share them (decision 011). While Redis is away, the limits of
 * sign-in and of sending a code fail closed (503), every other one fails open; `/readyz` says so.
 */

import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import { API } from '@authority/shared/routes';
import { SECOND_FACTOR_PATHS } from '@authority/shared/second-factor';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { clientKey } from '../lib/client-key.js';
import { redisRateStore } from '../lib/redis/rate-limit-store.js';
import type { SharedCounters } from '../lib/redis/shared-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters' Redis (REDIS_URL); undefined when the counters are in memory. */
    sharedCounters: SharedCounters | undefined;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const STAFF_BASES = [API.publicBase, API.accountsBase].map((base) => `${base.toLowerCase()}/`);

/** A route whose calls count against the staff write limit. */
export function isStaffWrite(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const access = (route.config as { access?: string } | undefined)?.access;
  return (
    (access === 'staff' || access === 'SuperAdmin') &&
    methods.some((method) => WRITE_METHODS.has(method)) &&
    STAFF_BASES.some((base) => `${route.url.toLowerCase()}/`.startsWith(base))
  );
}

/**
 * Limits that guard accounts and mailboxes: without their shared counters they refuse (503)
 * rather than let a guesser or a mail flood through (decision 011).
 */
const FAIL_CLOSED_ROUTES = [
  `POST ${API.accountsBase}/login`,
  // The sign-in's second step: guesses at a second-factor code.
  `POST ${API.accountsBase}${SECOND_FACTOR_PATHS.loginSecondFactor}`,
  `POST ${API.publicBase}${EVENT_FORM_PATHS.registrationSendCode(':eventId')}`,
  `POST ${API.publicBase}${EVENT_FORM_PATHS.sponsorSendCode(':eventId')}`,
].map((route) => route.toLowerCase());

export const failsClosed = (route: { method: string; url: string }) =>
  FAIL_CLOSED_ROUTES.includes(`${route.method} ${route.url}`.toLowerCase());

export interface RateLimitsOptions {
  staffWritesPerMinute: number;
  /** REDIS_URL: counters shared by every process; in this process's memory when unset. */
  redisUrl?: string;
}

async function rateLimitsPlugin(app: FastifyInstance, options: RateLimitsOptions) {
  // ioredis is loaded only when REDIS_URL is set (memory).
  const counters = options.redisUrl
    ? (await import('../lib/redis/shared-counters.js')).connectSharedCounters(options.redisUrl, app.log)
    : undefined;
  app.decorate('sharedCounters', counters);
  if (counters) {
    // The first requests should not be refused only because the connection is still being made.
    app.addHook('onReady', async () => {
      await counters.connected(1_000);
    });
    app.addHook('onClose', () => counters.close());
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    // Thrown as an AppError, so the one error handler answers with SPEC §8's text.
    errorResponseBuilder: () => AppError.tooManyRequests(),
    onExceeded: () => app.metrics.rateLimitRefusals.inc(),
    ...(counters
      ? {
          store: redisRateStore({
            counters,
            failsClosed,
            onUnavailable: (closed) => app.metrics.redisFailures.inc({ limit: closed ? 'closed' : 'open' }),
          }),
        }
      : {}),
  });

  // One limiter (one store) for every staff write, so the limit is per account, not per route.
  // It runs in onRequest after the access guard (plugins/access.ts puts that first), so the
  // account is known; a request without a valid session is refused before it counts.
  const staffWrites: onRequestHookHandler = app.rateLimit({
    max: options.staffWritesPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      request.staff ? `staff:${request.staff.userId}` : `client:${clientKey(request.ip)}`,
  });
  app.addHook('onRoute', (route) => {
    if (!isStaffWrite(route)) return;
    const existing = route.onRequest;
    route.onRequest = [...(existing ? [existing].flat() : []), staffWrites];
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['metrics'] });
