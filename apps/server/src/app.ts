/**
 * Builds the application without listening: external plugins, then app plugins (database,
 * error handling, body keys), then routes. `server.ts` listens; tests call `app.inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.js';
import contentRoutes, { CONTENT_PREFIX } from './features/content/routes.js';
import { healthRoutes } from './features/health/routes.js';
import type { Config } from './lib/env.js';
import { DEFAULT_WEB_DIST } from './paths.js';
import bodyKeys from './plugins/body-keys.js';
import database from './plugins/database.js';
import errorHandler from './plugins/error-handler.js';
import publicCache from './plugins/public-cache.js';
import webApp from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database with the app (the server does; tests that share a handle don't). */
  ownsDatabase?: boolean;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | { level: string };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: typeof options.logger === 'object' ? options.logger.level : config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    return503OnClosing: true,
  });

  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(database, { handle: options.database, closeOnShutdown: options.ownsDatabase ?? false });
  await app.register(bodyKeys);
  await app.register(publicCache);

  await app.register(healthRoutes);
  await app.register(contentRoutes, { prefix: CONTENT_PREFIX });

  await app.register(webApp, {
    distDir: config.webDistDir ?? DEFAULT_WEB_DIST,
    uploadsDir: config.uploadsDir,
  });
  return app;
}
