/**
 * The review-due mails' job (docs/content-review.md): at start and every REVIEW_DUE_POLL_MS. Every
 * process of a fleet runs it; each mail is claimed on its own (review-dates.ts), so none goes twice.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailDueReviews } from './review-dates.js';

/** Days are what matter: an hourly look sends each mail within the hour its day begins. */
const REVIEW_DUE_POLL_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a pass of the review-due mails now; answers how many it queued. */
    reviewDue: { run(): Promise<number> };
  }
}

async function reviewDuePlugin(app: FastifyInstance) {
  let running: Promise<number> | undefined;
  const run = (): Promise<number> => {
    running ??= mailDueReviews({ db: app.db, now: app.now(), publicUrl: app.config.publicUrl })
      .then((queued) => {
        if (queued > 0) app.mailer.kick();
        return queued;
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'review-due mails failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.decorate('reviewDue', { run });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, REVIEW_DUE_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(reviewDuePlugin, { name: 'review-due', dependencies: ['database', 'mailer'] });
