/**
 * Security headers on every answer (issue 8): a Content-Security-Policy without inline script
 * or style, `object-src 'none'` and `frame-ancestors 'none'`; nosniff; a referrer policy; HSTS
 * only when the site is served over https (PUBLIC_URL), since over plain http it means nothing.
 * Images may come from other sites (SPEC §3 'Image paths' allows absolute http addresses).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function securityHeadersPlugin(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    xFrameOptions: { action: 'deny' },
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
