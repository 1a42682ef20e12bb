// Starts the server as a real process for tests, as a deployer would: on a free loopback port,
// its output kept, ready once GET /readyz answers 200. One helper for the server's own tests
// (apps/server/src/test/process.ts: the source through tsx) and the browser tests
// (e2e/support/server.ts: the build). Plain Node, no test runner's API: both import it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nothing listens on now, on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Runs `node <args>` in `cwd` with exactly `env` (plus PATH, HOST and PORT; `port` when given,
 * else a free one), and resolves once /readyz answers 200. Throws with the process's output when
 * it exits first or is not ready within `readyTimeoutMs` (then it is killed).
 */
export async function startServerProcess({ args, cwd, env, port: wanted, readyTimeoutMs = 60_000 }) {
  const port = wanted ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  // The exit code; null when a signal ended it.
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
      );
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${readyTimeoutMs} ms:\n${output}`);
    }
    await sleep(100);
  }
  return {
    child,
    port,
    url,
    output: () => output,
    exited,
    /** SIGTERM (a deployer's stop), then its exit code. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
