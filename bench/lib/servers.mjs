/** Child processes for the benchmarks: the built server, the replay and the hello-world, on loopback. */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
const ELD = fileURLToPath(new URL('./eld-preload.mjs', import.meta.url));
const HELLO = fileURLToPath(new URL('./hello.mjs', import.meta.url));
const REPLAY = fileURLToPath(new URL('./replay.mjs', import.meta.url));
const PGLITE_BASELINE = fileURLToPath(new URL('./pglite-baseline.mjs', import.meta.url));

/** How much of a child's output `output()` gives back for an error message: its access log runs to megabytes. */
const KEPT_OUTPUT = 64 * 1024;

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, child, output, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - started;
    } catch {}
    if (Date.now() - started > timeoutMs) throw new Error(`not ready within ${timeoutMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Starts a process and resolves when `readyPath` answers 200; returns its handle. `keptOutput`:
 * how many characters of its output `output()` gives back (the last ones); `ipc`: a channel to it.
 */
async function start(args, env, readyPath, { keptOutput = KEPT_OUTPUT, ipc = false } = {}) {
  const port = await freePort();
  const eldFile = path.join(tmpdir(), `eld-${port}.json`);
  // The process's output goes to a file, as a service's log does (journald, a log file): a pipe
  // drained by this script would cost the benchmark's own CPU, on the cores the load shares,
  // megabytes of access log a second.
  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-log-'));
  const logFile = path.join(logDir, 'output.log');
  const logFd = openSync(logFile, 'w');
  const output = () => {
    const text = readFileSync(logFile, 'utf8');
    return Number.isFinite(keptOutput) ? text.slice(-keptOutput) : text;
  };
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), ELD_FILE: eldFile, ...env },
    stdio: ['ignore', logFd, logFd, ...(ipc ? ['ipc'] : [])],
  });
  closeSync(logFd);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`, child, output);
  const readyMs = performance.now() - startedAt;
  return {
    url,
    port,
    readyMs,
    output,
    pid: child.pid,
    child,
    /** The process's resident set size now, in MiB (Linux's /proc). */
    rssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
      return +(kib / 1024).toFixed(1);
    },
    /** Event-loop delay since the last call (ms). */
    async eventLoopDelay() {
      rmSync(eldFile, { force: true });
      child.kill('SIGUSR2');
      for (let i = 0; i < 100 && !existsSync(eldFile); i++) await new Promise((r) => setTimeout(r, 10));
      return existsSync(eldFile) ? JSON.parse(readFileSync(eldFile, 'utf8')) : undefined;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      rmSync(logDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * The built server as `npm start` runs it: production, the default `LOG_LEVEL` (info) and the access
 * log on (one line per request, to a pipe the bench drains), unless a benchmark asks otherwise.
 */
export function startApp({ dataDir, databaseUrl, logLevel, extraEnv = {}, keptOutput } = {}) {
  if (!existsSync(SERVER))
    throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  return start(
    ['--import', ELD, SERVER],
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir ?? mkdtempSync(path.join(tmpdir(), 'authority-bench-')),
      ADMIN_EMAIL: 'bench@amanah.example',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
      // The write benchmark posts from one address far faster than any visitor.
      FORM_POSTS_PER_MINUTE: '1000000',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extraEnv,
    },
    '/readyz',
    { keptOutput },
  );
}

/** The bare Fastify hello-world (lib/hello.mjs): bench/fleet.mjs's yardstick. */
export const startHello = () => start(['--import', ELD, HELLO], {}, '/');

/**
 * The limit bench/api.mjs measures against (lib/replay.mjs), with the same event-loop monitor as
 * the server; `answerWith(answer)` makes it send that answer (status, header pairs, base64 body).
 */
export async function startReplay() {
  const replay = await start(['--import', ELD, REPLAY], {}, '/', { ipc: true });
  return {
    ...replay,
    answerWith: (answer) =>
      new Promise((resolve) => {
        replay.child.once('message', resolve);
        replay.child.send(answer);
      }),
  };
}

/** A bare PGlite process on `dataDir`'s database (lib/pglite-baseline.mjs): the memory yardstick. */
export const startPgliteBaseline = (dataDir) => start([PGLITE_BASELINE], { DATA_DIR: dataDir }, '/');

/** The seed's items the page benchmarks open: the newest news item and an active event. */
export async function seededItems(appUrl) {
  const news = await (await fetch(`${appUrl}/api/v1/admin/news`)).json();
  const events = await (await fetch(`${appUrl}/api/v1/admin/events/all`)).json();
  const event = events.find((e) => e.isActive) ?? events[0];
  return { newsId: news[0].id, eventId: event.id };
}
