import { MAILBOX_SMTP_ENV, MAILBOX_URL_ENV, startMailbox } from './support/mailbox.js';
import { startServer } from './support/server.js';
import { BASE_URL_ENV, E2E_WORKERS, forWorker } from './support/workers.js';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/**
 * For each Playwright worker, one built server with a fresh, seeded DATA_DIR for the whole run,
 * delivering its mail to a real SMTP server of its own (support/mailbox.ts): the workers share
 * no state, so each runs its files as a single worker would. Tests read the two addresses of
 * their worker from the env (support/workers.ts).
 */
export default async function globalSetup() {
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, async (_, index) => {
      const mailbox = await startMailbox();
      const server = await startServer({
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SMTP_URL: mailbox.smtpUrl,
      }).catch(async (error: unknown) => {
        await mailbox.close();
        throw error;
      });
      process.env[forWorker(MAILBOX_URL_ENV, index)] = mailbox.httpUrl;
      // A spec that starts a server of its own (a movable clock) delivers to the same mailbox.
      process.env[forWorker(MAILBOX_SMTP_ENV, index)] = mailbox.smtpUrl;
      process.env[forWorker(BASE_URL_ENV, index)] = server.baseUrl;
      return { mailbox, server };
    }),
  );
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    const codes = await Promise.all(
      running.map(async ({ server, mailbox }) => {
        const code = await server.stop();
        await mailbox.close();
        return { code, server };
      }),
    );
    const failed = codes.filter(({ code }) => code !== 0);
    if (failed.length > 0)
      throw new Error(
        failed
          .map(({ code, server }) => `server exited with ${code} on SIGTERM:\n${server.output()}`)
          .join('\n'),
      );
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll().catch(() => undefined);
    throw failure.reason;
  }
  return stopAll;
}
