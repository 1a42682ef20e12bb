import type { FastifyInstance } from 'fastify';

/** `/healthz`: the process is up. `/readyz`: the database answers too. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database does not answer');
      return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer.' });
    }
  });
}
