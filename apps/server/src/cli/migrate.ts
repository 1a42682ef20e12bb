/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { openConfiguredDatabase } from '../bootstrap.js';
import { loadConfig } from '../lib/env.js';
import { runCli } from './run-cli.js';

runCli(async () => {
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    await handle.migrate();
    return `Migrations applied (${handle.kind}).`;
  } finally {
    await handle.close();
  }
});
