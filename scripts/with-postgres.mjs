#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL: initdb into a temp folder, start it on a free
// loopback port, export TEST_DATABASE_URL (and DATABASE_URL_FOR_E2E), run the command, then stop
// the server and delete the folder. PostgreSQL refuses to run as root, so as root it runs as the
// `postgres` user.
//   node scripts/with-postgres.mjs <command> [args…]
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function findBinDir() {
  const candidates = ['/usr/lib/postgresql'];
  for (const root of candidates) {
    if (!existsSync(root)) continue;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(root, version, 'bin');
      if (existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  try {
    return path.dirname(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: apt-get install postgresql');
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const binDir = findBinDir();
const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(tmpdir(), 'authority-pg-'));
const dataDir = path.join(dir, 'data');
if (isRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
  chmodSync(dir, 0o700);
}

/** Runs a PostgreSQL tool, as `postgres` when we are root. */
function pgTool(tool, toolArgs) {
  const bin = path.join(binDir, tool);
  if (!isRoot) return execFileSync(bin, toolArgs, { stdio: 'pipe' });
  const quoted = [bin, ...toolArgs].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
}

const port = await freePort();
let started = false;
const stop = () => {
  if (started) {
    try {
      pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      // The command's outcome is what matters: say so, and let the folder's removal try anyway.
      console.error(`PostgreSQL did not stop cleanly: ${error?.stderr ?? error}`);
    }
    started = false;
  }
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  } catch (error) {
    console.error(`Could not delete ${dir}: ${error instanceof Error ? error.message : error}`);
  }
};

let exitCode = 1;
try {
  pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pgTool('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ready on 127.0.0.1:${port} (${binDir})`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  exitCode = await new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error?.stderr) console.error(String(error.stderr));
} finally {
  stop();
}
process.exit(exitCode);
