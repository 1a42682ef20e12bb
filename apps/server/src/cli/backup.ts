/**
 * `npm run db:backup -- [file]`: writes a backup of the configured database (PGlite or
 * PostgreSQL) as JSON, by default to DATA_DIR/backups/. Stop the server first when on PGlite:
 * one process at a time may open its files. The uploaded images are not in it: it says where they
 * are and how to copy them (the uploads folder, or the S3 bucket; docs/deploy.md 'Backups').
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openConfiguredDatabase } from '../bootstrap.js';
import { createBackup, uploadsNote } from '../features/backup/index.js';
import { loadConfig } from '../lib/env.js';
import { runCli } from './run-cli.js';

runCli(async () => {
  const config = loadConfig();
  const now = new Date();
  const file =
    process.argv[2] ??
    path.join(config.dataDir, 'backups', `backup-${now.toISOString().replace(/[:.]/g, '-')}.json`);
  const handle = await openConfiguredDatabase(config);
  try {
    await handle.migrate();
    const backup = await createBackup(handle.db, now);
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, JSON.stringify(backup), { mode: 0o600 });
    const rows = Object.values(backup.tables).reduce((sum, list) => sum + list.length, 0);
    return [
      `Backup written to ${file} (${rows} rows). It holds personal data: keep it safe.`,
      uploadsNote(config),
    ].join('\n');
  } finally {
    await handle.close();
  }
});
