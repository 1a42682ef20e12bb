/**
 * Security headers on every answer (decisions 002, 003 and 004): a Content-Security-Policy
 * without inline script, `object-src 'none'` and `frame-ancestors 'none'`; nosniff; a referrer
 * policy; HSTS only when the site is served over https (PUBLIC_URL), since over plain http it
 * means nothing.
 * Images may come from other sites (SPEC §3 'Image paths' allows absolute http addresses).
 *
 * API answers (`/api/…`, JSON never rendered as a page) get the shorter, stricter set OWASP
 * recommends for APIs: a CSP that allows nothing at all, nosniff, frame denial, the referrer
 * policy, CORP and HSTS. The document-only headers (the page CSP, COOP, Origin-Agent-Cluster, DNS
 * prefetch, cross-domain policies) mean nothing on JSON and were most of the bytes of a 304
 * (decision 004).
 *
 * The set never changes while the process runs, so it is built once and copied onto each reply
 * in one hook (helmet rebuilt it per request through a chain of middlewares: a measurable share
 * of a cached read's cost; see docs/decisions/002-security-headers-without-helmet.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl } from '../delivery/index.js';

/** The headers of every answer that is not under `/api/`: pages, assets, uploads, feeds. */
export function securityHeaders(https: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style is allowed (never inline script): Radix's dialogs and menus inject a <style>
    // element to lock scrolling. Decision 003 weighs it.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The headers of API answers: JSON, which a browser never renders as a document. */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; object-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-site',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of an answer to `url` (the fast lane sends them itself). */
    securityHeadersFor(url: string): readonly (readonly [string, string])[];
  }
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https://');
  const pageHeaders = securityHeaders(https);
  const apiHeaders = apiSecurityHeaders(https);
  const pageList = Object.entries(pageHeaders);
  const apiList = Object.entries(apiHeaders);
  app.decorate('securityHeadersFor', (url: string) => (isApiUrl(url) ? apiList : pageList));
  // Callback style: an async hook costs a promise per request on the hottest path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
