/**
 * The retention rule, when SUBMISSION_RETENTION_DAYS is set: the submissions of events
 * dated longer ago than that are deleted at start and every six hours after. Off by default.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyRetention } from './service.js';

const EVERY_MS = 6 * 3_600_000;

async function retentionPlugin(app: FastifyInstance) {
  const days = app.config.submissionRetentionDays;
  if (days === undefined) return;
  const run = () =>
    applyRetention(app.db, app.now(), days).then(
      (removed) => app.log.info({ removed, days }, 'retention applied'),
      (error) => app.log.error({ err: error }, 'retention failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(retentionPlugin, { name: 'retention', dependencies: ['database'] });
