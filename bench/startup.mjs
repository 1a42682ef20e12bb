/** Start-up: process start to /readyz 200 on an existing DATA_DIR, median of 3. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './lib/servers.mjs';

export const STARTUP_BUDGET_MS = 2000;

export async function benchStartup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'authority-startup-'));
  const first = await startApp({ dataDir });
  const firstStartMs = Math.round(first.readyMs);
  await first.stop();
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const app = await startApp({ dataDir });
    runs.push(Math.round(app.readyMs));
    await app.stop();
  }
  runs.sort((a, b) => a - b);
  return { firstStartMs, runsMs: runs, medianMs: runs[1] };
}

export const startupVerdicts = (result) => [
  {
    name: 'Start-up on an existing DATA_DIR (PGlite)',
    figure: `${result.medianMs} ms median (first start with seeding: ${result.firstStartMs} ms)`,
    budget: `≤ ${STARTUP_BUDGET_MS} ms`,
    ok: result.medianMs <= STARTUP_BUDGET_MS,
  },
];
