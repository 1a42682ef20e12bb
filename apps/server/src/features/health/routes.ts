import type { FastifyInstance } from 'fastify';

/**
 * `/healthz`: the process is up. `/readyz`: the database answers too (503 otherwise). With
 * REDIS_URL it also says whether the shared rate-limit counters answer: while they do not, the
 * process still serves (reads, forms) but refuses sign-in and code sending, so it stays ready
 * and reports `degraded` (decision 011).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database does not answer');
      return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer.' });
    }
    const counters = app.sharedCounters;
    if (!counters) return { status: 'ready', database: app.database.kind };
    if (counters.available) return { status: 'ready', database: app.database.kind, rateLimits: 'redis' };
    return {
      status: 'degraded',
      database: app.database.kind,
      rateLimits: 'unavailable',
      message: 'Redis does not answer: sign-in and code sending are refused until it does.',
    };
  });
}
