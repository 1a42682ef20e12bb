/**
 * The daily digest's job (docs/staff-mail.md): at start and every few minutes, every process of a
 * fleet looks whether the site's day has reached its digest hour; each recipient's mail is claimed
 * once per day (digest.ts), so however many processes look, each is mailed once.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DigestPass, runDigest } from './digest.js';

/** Often enough that the digest goes within minutes of its hour, rarely enough to cost nothing. */
const POLL_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a pass of the digest now, unless one is running in this process (then its outcome). */
    staffDigest: { run(): Promise<DigestPass | undefined> };
  }
}

async function staffDigestPlugin(app: FastifyInstance, options: { hour: number; pollMs?: number }) {
  let running: Promise<DigestPass | undefined> | undefined;
  let next: Promise<DigestPass | undefined> | undefined;
  const pass = () =>
    runDigest({ db: app.db, now: app.now(), publicUrl: app.config.publicUrl, hour: options.hour })
      .then((outcome) => {
        if (outcome.mailed > 0) {
          app.log.info({ digest: outcome }, 'registration digests queued');
          app.mailer.kick();
        }
        return outcome;
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'registration digest failed');
        return undefined;
      });
  const start = () => {
    const started = pass().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  // A pass asked for while one runs follows it (with the clock as it is then), so nothing asked
  // for is missed; asks meanwhile share that one.
  const run = (): Promise<DigestPass | undefined> => {
    if (!running) return start();
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
  app.decorate('staffDigest', { run });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, options.pollMs ?? POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await next;
    await running;
  });
}

export default fp(staffDigestPlugin, { name: 'staff-digest', dependencies: ['database', 'mailer'] });
