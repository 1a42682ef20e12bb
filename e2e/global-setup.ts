import { startServer } from './support/server.js';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/** One built server with a fresh, seeded DATA_DIR for the whole run; tests read its URL from the env. */
export default async function globalSetup() {
  const server = await startServer({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${server.output()}`);
  };
}
