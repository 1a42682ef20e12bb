/**
 * The after-event mails' job (decision 046): at start and every AFTER_EVENT_POLL_SECONDS, and at
 * once when staff close an event. Every process of a fleet schedules it; an advisory lock lets one
 * run it at a time, and each person's mail is claimed on its own (follow-up.ts), so a pass that
 * overlaps another mails nobody twice.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCKS, unlessRunningElsewhere } from '../../lib/advisory-lock.js';
import { runFollowUps } from './follow-up.js';
import { closeRenderPool } from './pdf/pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a pass of the after-event job now, unless one is running in this process. */
    afterEvent: { run(): Promise<void> };
  }
}

async function afterEventPlugin(app: FastifyInstance, options: { pollMs: number }) {
  let running: Promise<void> | undefined;
  let again = false;
  const pass = async () => {
    const outcome = await unlessRunningElsewhere(app.database, LOCKS.afterEvent, () =>
      runFollowUps({ db: app.db, now: app.now(), publicUrl: app.config.publicUrl }),
    );
    if (outcome.ran && outcome.result.followUps + outcome.result.reminders > 0) {
      app.log.info({ mailed: outcome.result }, 'after-event mails queued');
      app.mailer.kick();
    }
  };
  const run = (): Promise<void> => {
    // A pass asked for while one runs follows it, so what it was asked for is not missed.
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => app.log.error({ err: error }, 'after-event mails failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  app.decorate('afterEvent', { run });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, options.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await closeRenderPool();
  });
}

export default fp(afterEventPlugin, { name: 'after-event', dependencies: ['database', 'mailer'] });
