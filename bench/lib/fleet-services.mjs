// The fleet test's services, each started and stopped by the test on loopback: PostgreSQL and
// Redis (as the unprivileged `postgres` user when we are root: PostgreSQL refuses root), s3rver,
// a slow-able SMTP server, nginx with deploy/nginx.conf (as the user running the test, who can
// read the build wherever the clone is), and the built server processes.
import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import {
  ownedDir,
  startPostgres as startThrowawayPostgres,
  unprivileged,
} from '../../scripts/lib/throwaway-postgres.mjs';
import { freePort, ROOT } from './servers.mjs';

const isRoot = process.getuid?.() === 0;

const waitUntil = async (what, check, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** The same throw-away PostgreSQL as the API tests', stopped without waiting for sessions. */
export const startPostgres = () => startThrowawayPostgres({ prefix: 'fleet-pg-', stopMode: 'immediate' });

export async function startRedis() {
  const dir = ownedDir('fleet-redis-');
  const port = await freePort();
  let child;
  const start = async () => {
    const [command, args] = unprivileged('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ]);
    child = spawn(command, args, { stdio: 'ignore' });
    const { createConnection } = await import('node:net');
    await waitUntil(
      'redis',
      () =>
        new Promise((resolve) => {
          const socket = createConnection(port, '127.0.0.1');
          socket.on('connect', () => {
            socket.write('PING\r\n');
          });
          socket.on('data', (data) => {
            socket.destroy();
            resolve(String(data).startsWith('+PONG'));
          });
          socket.on('error', () => resolve(false));
        }),
    );
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startS3(bucket) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An SMTP server that keeps what arrives; `delayMs` makes every delivery slow. */
export async function startSmtp() {
  const messages = [];
  const box = { delayMs: 0, messages };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // A reverse DNS look-up per connection costs about a second here (no resolver on loopback).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const finish = () => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              at: Date.now(),
            });
            callback();
          };
          if (box.delayMs > 0) setTimeout(finish, box.delayMs);
          else finish();
        },
        (error) => callback(error),
      );
    },
  });
  // A process killed mid-delivery resets its connection: expected here, not a crash of the test.
  server.on('error', () => {});
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(box, {
    url: `smtp://127.0.0.1:${port}`,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    stop: () => new Promise((resolve) => server.close(resolve)),
  });
}

const NGINX_CONF = path.join(ROOT, 'deploy/nginx.conf');
const NGINX_PROXY_CONF = path.join(ROOT, 'deploy/authority-proxy.conf');

/**
 * deploy/nginx.conf with only its ports and paths changed: the values on lines marked `# port`
 * and `# path`, and the upstream's `server` lines set to `upstreams`.
 */
export function nginxConfig({ prefix, port, upstreams, distDir }) {
  const paths = {
    pid: path.join(prefix, 'nginx.pid'),
    error_log: `${path.join(prefix, 'error.log')} warn`,
    include: path.join(prefix, 'authority-proxy.conf'),
    access_log: `${path.join(prefix, 'access.log')} authority buffer=64k flush=1s`,
    client_body_temp_path: path.join(prefix, 'body'),
    proxy_temp_path: path.join(prefix, 'proxy'),
    fastcgi_temp_path: path.join(prefix, 'fastcgi'),
    uwsgi_temp_path: path.join(prefix, 'uwsgi'),
    scgi_temp_path: path.join(prefix, 'scgi'),
    root: distDir,
  };
  let upstreamWritten = false;
  const lines = readFileSync(NGINX_CONF, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (/^\s*server 127\.0\.0\.1:\d+ /.test(line)) {
        if (upstreamWritten) return [];
        upstreamWritten = true;
        return upstreams.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`);
      }
      // Not root: nginx ignores `user` with a warning; dropped to keep the error log clean. Root:
      // the workers run as root too, since they serve /assets from the build, which a clone in a
      // private folder (mode 700, as under /root) lets no other user read.
      if (/^user /.test(line) && !isRoot) return [];
      if (/^user /.test(line)) return [`user ${userInfo().username} ${groupName()};`];
      const marked = line.match(/^(\s*)(\S+) (.*?);\s+# (port|path)$/);
      if (!marked) return [line];
      const [, indent, directive, value, kind] = marked;
      if (kind === 'port') return [`${indent}${directive} 127.0.0.1:${port};`];
      if (directive === 'include' && value.endsWith('mime.types')) return [line];
      if (directive === 'proxy_cache_path')
        return [
          `${indent}${directive} ${path.join(prefix, 'cache')} ${value.split(' ').slice(1).join(' ')};`,
        ];
      if (!(directive in paths)) throw new Error(`nginx.conf: no test value for ${directive}`);
      return [`${indent}${directive} ${paths[directive]};`];
    });
  if (!upstreamWritten) throw new Error('nginx.conf: no upstream server lines');
  return lines.join('\n');
}

/** The primary group's name of the user running the test (nginx's `user` takes names). */
const groupName = () => execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();

/** nginx in the foreground, as the user running the test, with the templated configuration. */
export async function startNginx({ port, upstreams, distDir }) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'fleet-nginx-'));
  writeFileSync(path.join(prefix, 'authority-proxy.conf'), readFileSync(NGINX_PROXY_CONF));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix, port, upstreams, distDir }));
  const command = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const args = ['-p', prefix, '-c', conf, '-g', 'daemon off;'];
  let out = '';
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (c) => {
    out += c;
  });
  child.stderr.on('data', (c) => {
    out += c;
  });
  await waitUntil('nginx', async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${out}`);
    // Any answer from an upstream will do (hello-world has no /healthz).
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    return res.status < 500;
  }).catch((error) => {
    // Never left running behind a failed start.
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${out}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: () => {
      const file = path.join(prefix, 'access.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    errorLog: () => {
      const file = path.join(prefix, 'error.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // QUIT: finish what is in flight and flush the access log.
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

const SERVER = path.join(ROOT, 'apps/server/dist/server.js');

/** A built server process on `port`, its log in a file; resolves once /readyz answers. */
export async function startServer({ port, env, logDir }) {
  if (!existsSync(SERVER))
    throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  const dataDir = path.join(logDir, `data-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(logDir, `server-${port}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;
  const log = () => readFileSync(logFile, 'utf8');
  await waitUntil(
    `server on ${port}`,
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited:\n${log()}`);
      return (await fetch(`${url}/readyz`)).ok;
    },
    90_000,
  ).catch((error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${log().slice(-3000)}`);
  });
  return {
    port,
    url,
    child,
    log,
    exited,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
