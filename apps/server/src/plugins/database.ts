/** Makes the database available as `app.db` and closes it when the app closes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  handle: DatabaseHandle;
  /** Close the handle on app close (false when the caller owns it, as tests do). */
  closeOnShutdown: boolean;
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  app.decorate('database', options.handle);
  app.decorate('db', options.handle.db);
  if (options.closeOnShutdown) {
    app.addHook('onClose', async () => {
      await options.handle.close();
      app.log.info('database closed');
    });
  }
}

export default fp(databasePlugin, { name: 'database' });
