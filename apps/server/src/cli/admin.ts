/**
 * `npm run admin -- <command>`: account commands for operators (docs/operators.md). Opens the
 * configured database (PGlite under DATA_DIR: stop the server first; or DATABASE_URL), applies
 * pending migrations, runs the command and exits with its code.
 */
import { text } from 'node:stream/consumers';
import { openConfiguredDatabase } from '../bootstrap.js';
import { ConfigError, loadConfig } from '../lib/env.js';
import { runAdmin } from './admin-command.js';

async function main(): Promise<number> {
  const config = loadConfig();
  return runAdmin(
    process.argv.slice(2),
    {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      readStdin: () => text(process.stdin),
    },
    async () => {
      const handle = await openConfiguredDatabase(config);
      await handle.migrate();
      return handle;
    },
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
