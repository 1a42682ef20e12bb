/** `npm run db:restore -- <file>`: restores a backup into the configured, empty database. */
import { readFile } from 'node:fs/promises';
import { openConfiguredDatabase } from '../bootstrap.js';
import { type Backup, restoreBackup } from '../features/backup/index.js';
import { loadConfig } from '../lib/env.js';
import { runCli } from './run-cli.js';

runCli(async () => {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run db:restore -- <backup file>');
  const config = loadConfig();
  const backup = JSON.parse(await readFile(file, 'utf8')) as Backup;
  const handle = await openConfiguredDatabase(config);
  try {
    await handle.migrate();
    const restored = await restoreBackup(handle.db, backup);
    const rows = Object.values(restored).reduce((sum, n) => sum + n, 0);
    return `Restored ${rows} rows from ${file} (taken ${backup.createdAt}).`;
  } finally {
    await handle.close();
  }
});
