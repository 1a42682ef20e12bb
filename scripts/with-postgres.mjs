#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL (scripts/lib/throwaway-postgres.mjs): started on
// a free loopback port, TEST_DATABASE_URL exported to the command, stopped and deleted after it.
//   node scripts/with-postgres.mjs <command> [args…]
import { spawn } from 'node:child_process';
import { startPostgres } from './lib/throwaway-postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

let exitCode = 1;
let postgres;
try {
  postgres = await startPostgres();
  console.log(`PostgreSQL ready on 127.0.0.1:${postgres.port} (${postgres.binDir})`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  exitCode = await new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  postgres?.stop();
}
process.exit(exitCode);
