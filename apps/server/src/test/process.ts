/** Starting the server as a real process for tests (as a deployer would), and reading its log. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { vi } from 'vitest';
import { SERVER_ROOT } from '../paths.js';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    // Development: without SMTP_URL the tests read the mails (codes) from the log, which only
    // development writes them to (production keeps them queued).
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Ends early, without throwing, once the process has exited: it will never become ready.
  const ready = await vi
    .waitFor(
      async () => {
        if (child.exitCode !== null) return false;
        const res = await fetch(`${url}/readyz`);
        if (!res.ok) throw new Error(`/readyz answered ${res.status}`);
        return true;
      },
      { timeout: 60_000, interval: 100 },
    )
    .catch(() => false);
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`server did not become ready:\n${output}`);
  }
  return { child, port, url, output: () => output, exited };
}

/** Waits until the process output satisfies `holds` (bounded; no fixed sleeps). */
export async function outputSatisfies(
  started: ServerProcess,
  holds: (output: string) => boolean,
  timeoutMs = 10_000,
) {
  await vi.waitFor(
    () => {
      if (!holds(started.output()))
        throw new Error(`output never satisfied ${holds}:\n${started.output().slice(-3000)}`);
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/** Mails the server logged (no SMTP_URL): `{ to, text }` from its JSON log lines. */
export function loggedMails(output: string): { to: string; subject: string; text: string }[] {
  return output
    .split('\n')
    .filter((line) => line.includes('"mail":'))
    .map((line) => JSON.parse(line).mail);
}
