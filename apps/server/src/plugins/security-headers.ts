/**
 * Security headers on every answer (issue 8): a Content-Security-Policy without inline script,
 * `object-src 'none'` and `frame-ancestors 'none'`; nosniff; a referrer policy; HSTS
 * only when the site is served over https (PUBLIC_URL), since over plain http it means nothing.
 * Images may come from other sites (SPEC §3 'Image paths' allows absolute http addresses).
 *
 * The set never changes while the process runs, so it is built once and copied onto each reply
 * in one hook (helmet rebuilt it per request through a chain of middlewares: a measurable share
 * of a cached read's cost; see docs/decisions/002-security-headers-without-helmet.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

async function securityHeadersPlugin(app: FastifyInstance) {
  const headers = securityHeaders(app.config.publicUrl.startsWith('https://'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
