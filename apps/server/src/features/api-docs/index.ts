/**
 * `GET /api/openapi.json` (OpenAPI 3.1, generated from the routes) and `GET /api/docs` (Swagger UI,
 * its files served from node_modules, never from a content network). Two plugins: `apiDocs`
 * before the access plugin and every route, so it sees each route as it is added; `apiDocsRoutes`
 * after them.
 */

import { SITE } from '@authority/shared/site';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DOCS_PREFIX, OPENAPI_PATH, transformDocument, transformRoute } from './document.js';

/**
 * The UI page's own policy: its scripts and styles are files of this site; nothing inline, nothing
 * from elsewhere. Only the UI's routes get it; every other `/api/` answer keeps the policy that
 * allows nothing (plugins/security-headers.ts).
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI inserts one <style> element of its own: allowed by its hash, nothing else inline.
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

async function apiDocsPlugin(app: FastifyInstance) {
  // The UI's own routes (index, static files, its copy of the document) are open to anyone, like
  // the document. Declared here, before the access plugin's check that every /api route has one.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX) || route.config?.access) return;
    route.config = { ...route.config, access: 'public' };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${SITE.name} API`,
        version: '1',
        description:
          'The public reads and visitor forms of SPEC §7, the staff writes and the accounts. Staff calls carry `Authorization: Bearer <token>` from POST /api/v1/Accounts/login; each operation names who may call it (`x-access`). Errors are `{ message, errors? }`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          shareKey: { type: 'apiKey', in: 'header', name: 'X-Share-Key' },
        },
      },
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
}

async function apiDocsRoutesPlugin(app: FastifyInstance) {
  app.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null, deepLinking: true },
    logLevel: 'silent',
  });
}

export const apiDocs = fp(apiDocsPlugin, { name: 'api-docs' });
export const apiDocsRoutes = fp(apiDocsRoutesPlugin, { name: 'api-docs-routes', dependencies: ['api-docs'] });
