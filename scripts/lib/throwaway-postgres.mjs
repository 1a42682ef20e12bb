// A throw-away PostgreSQL on loopback: initdb into a temp folder, start it on a free port, and
// stop it and delete the folder afterwards. Used by scripts/with-postgres.mjs (the API tests on
// PostgreSQL, the benchmarks) and bench/fleet.mjs. PostgreSQL refuses to run as root, so as root
// its tools run as the `postgres` user (setpriv execs in place: the same pid).
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

/** The unprivileged user's ids when we are root (PostgreSQL and Redis run as it), else undefined. */
export const unprivilegedIds = isRoot
  ? {
      uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
    }
  : undefined;

/** [command, args] run as `postgres` when we are root, as they are otherwise. */
export const unprivileged = (command, args) =>
  unprivilegedIds
    ? [
        'setpriv',
        [
          '--reuid',
          String(unprivilegedIds.uid),
          '--regid',
          String(unprivilegedIds.gid),
          '--clear-groups',
          command,
          ...args,
        ],
      ]
    : [command, args];

/** A new temp folder the unprivileged user owns, with the given mode. */
export function ownedDir(prefix, mode = 0o755) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (unprivilegedIds) chownSync(dir, unprivilegedIds.uid, unprivilegedIds.gid);
  chmodSync(dir, mode);
  return dir;
}

/** A port nothing listens on now, on loopback. */
export function freePort() {
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

function binDir() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
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

/**
 * Starts a throw-away PostgreSQL; resolves with its URL (the `postgres` superuser, trust auth)
 * and `stop()`, which stops it (`fast` lets sessions end cleanly, `immediate` does not wait) and
 * deletes its folder. Throws with PostgreSQL's own message when it cannot start.
 */
export async function startPostgres({ prefix = 'authority-pg-', stopMode = 'fast' } = {}) {
  const bin = binDir();
  const dir = ownedDir(prefix, 0o700);
  const data = path.join(dir, 'data');
  const tool = (name, args) => {
    const [command, full] = unprivileged(path.join(bin, name), args);
    try {
      return execFileSync(command, full, { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`${name} failed: ${error?.stderr ?? error}`);
    }
  };
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        tool('pg_ctl', ['-D', data, '-m', stopMode, '-w', 'stop']);
      } catch (error) {
        // What ran against it is what matters: say so, and let the folder's removal try anyway.
        console.error(`PostgreSQL did not stop cleanly: ${error.message}`);
      }
      started = false;
    }
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    } catch (error) {
      console.error(`Could not delete ${dir}: ${error instanceof Error ? error.message : error}`);
    }
  };
  try {
    tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    tool('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
      '-w',
      'start',
    ]);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, binDir: bin, stop };
}
