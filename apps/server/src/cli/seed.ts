/**
 * `npm run db:seed`: seeds the demo content into the configured database, if it has none yet.
 * (A brand-new database is seeded on first start anyway; this is for one that was emptied.)
 */
import { openConfiguredDatabase, seedDemoContent } from '../bootstrap.js';
import { hasContent } from '../db/seed/seed-content.js';
import { loadConfig } from '../lib/env.js';
import { runCli } from './run-cli.js';

runCli(async () => {
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    await handle.migrate();
    if (await hasContent(handle.db)) {
      return 'The database already has content; nothing seeded. Run `npm run db:reset` first for a fresh start.';
    }
    const counts = await seedDemoContent(handle, config);
    return `Seeded: ${Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ')}.`;
  } finally {
    await handle.close();
  }
});
