/**
 * `GET /metrics` in Prometheus text format (prom-client), for whoever runs the site; never
 * public: answered only to a client whose address is in METRICS_ALLOW (loopback by default, as
 * Fastify sees the client under TRUST_PROXY) or that sends `Authorization: Bearer METRICS_TOKEN`.
 * Everyone else gets the same 404 as any unknown path.
 *
 * Each app has its own registry (tests build many apps in one process). Requests are counted and
 * timed by route pattern (never the raw URL, whose values are open-ended), method and status.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { and, count, eq, min } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { mailOutbox } from '../db/schema.js';
import { RequestTallies } from '../delivery/request-tallies.js';

export interface AppMetrics {
  registry: Registry;
  /** Counts and times one answered request (`route`: its pattern, or 'unmatched'). */
  recordRequest(method: string, route: string, status: number, seconds: number): void;
  /** `recordRequest` for one method, route and status, looked up once (the fast lane's answers). */
  requestObserver(method: string, route: string, status: number): (seconds: number) => void;
  rateLimitRefusals: Counter;
  redisFailures: Counter<'limit'>;
  codeMailsSent: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Mail kinds that carry a one-time code. */
const CODE_MAIL_KINDS = new Set(['verification-code', 'password-reset']);
export const isCodeMail = (kind: string) => CODE_MAIL_KINDS.has(kind);

/** METRICS_ALLOW's entries (addresses, CIDRs, `loopback`) as one matcher. */
export function addressMatcher(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    if (entry === 'linklocal') {
      list.addSubnet('169.254.0.0', 16, 'ipv4');
      list.addSubnet('fe80::', 10, 'ipv6');
      continue;
    }
    if (entry === 'uniquelocal') {
      for (const [net, bits] of [
        ['10.0.0.0', 8],
        ['172.16.0.0', 12],
        ['192.168.0.0', 16],
      ] as const)
        list.addSubnet(net, bits, 'ipv4');
      list.addSubnet('fc00::', 7, 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (raw) => {
    // A dual-stack socket reports an IPv4 peer as ::ffff:a.b.c.d.
    const address = raw.startsWith('::ffff:') && isIPv4(raw.slice(7)) ? raw.slice(7) : raw;
    if (isIPv4(address)) return list.check(address, 'ipv4');
    return isIPv6(address) && list.check(address, 'ipv6');
  };
}

const REQUESTS = {
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status.',
};
const DURATION = {
  name: 'http_request_duration_seconds',
  help: 'Time to answer, by method, route pattern and status.',
};
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface RequestMetrics {
  record: AppMetrics['recordRequest'];
  observer: AppMetrics['requestObserver'];
}

/** The request counter and histogram as prom-client's own metrics (DELIVERY_TUNING=off). */
function plainRequests(registry: Registry): RequestMetrics {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ ...REQUESTS, labelNames, registers: [registry] });
  const duration = new Histogram({
    ...DURATION,
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    record: (method, route, status, seconds) => {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    observer: (method, route, status) => {
      const count = requests.labels(method, route, String(status));
      const time = duration.labels(method, route, String(status));
      return (seconds) => {
        count.inc();
        time.observe(seconds);
      };
    },
  };
}

/**
 * The same counter and histogram tallied in a map and written as prom-client's text only when
 * scraped (delivery/request-tallies.ts): kept behind DELIVERY_TUNING, measured in decision 035.
 */
function talliedRequests(registry: Registry): RequestMetrics {
  const tallies = new RequestTallies(DURATION_BUCKETS);
  tallies.register(registry, REQUESTS, DURATION);
  return {
    record: (method, route, status, seconds) => tallies.record(method, route, status, seconds),
    observer: (method, route, status) => tallies.observer(method, route, status),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestMetrics = app.config.deliveryTuning ? talliedRequests(registry) : plainRequests(registry);
  const recordRequest = requestMetrics.record;
  const metrics: AppMetrics = {
    registry,
    recordRequest,
    requestObserver: requestMetrics.observer,
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit.',
      registers: [registry],
    }),
    redisFailures: new Counter({
      name: 'rate_limit_store_failures_total',
      help: 'Rate-limit checks that found Redis away, by what the limit did (open: let through; closed: 503).',
      labelNames: ['limit'],
      registers: [registry],
    }),
    codeMailsSent: new Counter({
      name: 'code_mails_sent_total',
      help: 'Mails carrying a one-time code accepted by the SMTP server (or logged without SMTP_URL).',
      registers: [registry],
    }),
  };
  app.decorate('metrics', metrics);

  const cacheStat = (name: string, help: string, pick: (s: { hits: number; misses: number }) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(pick(app.delivery.store));
      },
    });
  cacheStat('public_cache_hits_total', 'Public reads answered from the in-process cache.', (s) => s.hits);
  cacheStat(
    'public_cache_misses_total',
    'Public reads that had to be loaded from the database.',
    (s) => s.misses,
  );

  new Counter({
    name: 'fast_lane_answers_total',
    help: 'Kept answers (public reads, finished pages) sent by the fast lane before Fastify.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.delivery.lane?.answered ?? 0);
    },
  });

  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mails waiting in the outbox (pending, not yet sent or given up).',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ n: count(), oldest: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending')));
      this.set(row?.n ?? 0);
      oldestPending = row?.oldest ?? null;
    },
  });
  let oldestPending: Date | null = null;
  new Gauge({
    name: 'mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest pending mail in the outbox; 0 when none waits.',
    registers: [registry],
    collect() {
      this.set(oldestPending ? Math.max(0, (app.now().getTime() - oldestPending.getTime()) / 1000) : 0);
    },
  });
  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections of this process, by state (total, idle, waiting requests).',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'rate_limit_store_up',
    help: '1 while the shared rate-limit store (Redis) answers, 0 while not; absent counters in memory report 1.',
    registers: [registry],
    collect() {
      this.set(app.sharedCounters === undefined || app.sharedCounters.available ? 1 : 0);
    },
  });

  // Callback style: an async hook costs a promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, or one label for every unmatched path (never the raw URL).
    recordRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const allowed = addressMatcher(app.config.metricsAllow);
  const token = app.config.metricsToken ? digest(app.config.metricsToken) : undefined;
  const mayRead = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (token && header?.startsWith('Bearer ')) return timingSafeEqual(digest(header.slice(7)), token);
    return allowed(request.ip);
  };

  app.get(METRICS_PATH, { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Exactly `/metrics`: the router ignores case and a trailing slash, but a proxy's rule that
    // hides this path may not (deploy/nginx.conf), so `/METRICS` and `/metrics/` are no path here.
    const path = request.url.split('?', 1)[0];
    if (path !== METRICS_PATH || !mayRead(request))
      return reply.code(404).send({ message: HTTP_MESSAGES.notFound });
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

const METRICS_PATH = '/metrics';

export default fp(metricsPlugin, {
  name: 'metrics',
  // public-cache and rate-limits come later: their state is read only when scraped.
  dependencies: ['database'],
});
