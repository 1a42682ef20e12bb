/**
 * `npm run db:reset`: wipes the development database (and its uploads) so the next start seeds it
 * afresh. A DATABASE_URL database is refused unless `--force` is given: it is likely not a toy.
 */
import { rm } from 'node:fs/promises';
import { pgliteDir } from '../bootstrap.js';
import { openDatabase } from '../db/client.js';
import { loadConfig } from '../lib/env.js';
import { runCli } from './run-cli.js';

runCli(async () => {
  const config = loadConfig();
  const force = process.argv.includes('--force');
  if (config.databaseUrl) {
    if (!force) {
      throw new Error(
        'Refusing to wipe the DATABASE_URL database. If you really mean it, run `npm run db:reset -- --force`.',
      );
    }
    const handle = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    try {
      await handle.pool?.query(
        'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
      );
    } finally {
      await handle.close();
    }
  } else {
    await rm(pgliteDir(config), { recursive: true, force: true });
  }
  await rm(config.uploadsDir, { recursive: true, force: true });
  return 'Database wiped. The next `npm start` migrates it, seeds the demo content and creates the first SuperAdmin.';
});
