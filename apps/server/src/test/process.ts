/** Starting the server as a real process for tests (as a deployer would), and reading its log. */
import { vi } from 'vitest';
import { type ServerProcess, startServerProcess as start } from '../../../../scripts/lib/server-process.mjs';
import { SERVER_ROOT } from '../paths.js';

export { freePort, type ServerProcess } from '../../../../scripts/lib/server-process.mjs';

/** The server from source (tsx), in development with the given env on top. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return start({
    args: ['--import', 'tsx', 'src/server.ts'],
    cwd: SERVER_ROOT,
    // Development: without SMTP_URL the tests read the mails (codes) from the log, which only
    // development writes them to (production keeps them queued).
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
  });
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
