/**
 * Starts the built server (apps/server/dist/server.js) on a free loopback port with a fresh
 * DATA_DIR, waits until /readyz answers, and stops it with SIGTERM, as a deployer would.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServerProcess } from '../../scripts/lib/server-process.mjs';

export { freePort } from '../../scripts/lib/server-process.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'authority-e2e-'));
  const port = await freePort();
  const server = await startServerProcess({
    args: [SERVER_ENTRY],
    cwd: REPO_ROOT,
    port,
    // A first start seeds its database, and global-setup starts one server per worker at once, on
    // a machine the run shares: generous, still bounded.
    readyTimeoutMs: 180_000,
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  return {
    baseUrl: server.url,
    dataDir,
    process: server.child,
    output: server.output,
    stop: async () => {
      const code = await server.stop();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
