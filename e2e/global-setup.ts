import { MAILBOX_URL_ENV, startMailbox } from './support/mailbox.js';
import { startServer } from './support/server.js';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/**
 * One built server with a fresh, seeded DATA_DIR for the whole run, delivering its mail to a real
 * SMTP server (support/mailbox.ts); tests read both addresses from the env.
 */
export default async function globalSetup() {
  const mailbox = await startMailbox();
  process.env[MAILBOX_URL_ENV] = mailbox.httpUrl;
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: mailbox.smtpUrl,
  }).catch(async (error: unknown) => {
    await mailbox.close();
    throw error;
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    const code = await server.stop();
    await mailbox.close();
    if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${server.output()}`);
  };
}
