/**
 * Start-up, as `npm run serve` starts (default settings): process start to /readyz 200 on an
 * existing DATA_DIR, median of 3, and the first start on an empty one (migrations and seeding).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './lib/servers.mjs';

export const STARTUP_BUDGETS_MS = { existing: 1500, first: 5000 };

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
    figure: `${result.medianMs} ms median of ${result.runsMs.join(', ')}`,
    budget: `≤ ${STARTUP_BUDGETS_MS.existing} ms`,
    ok: result.medianMs <= STARTUP_BUDGETS_MS.existing,
  },
  {
    name: 'First start, seeding an empty DATA_DIR (PGlite)',
    figure: `${result.firstStartMs} ms`,
    budget: `≤ ${STARTUP_BUDGETS_MS.first} ms`,
    ok: result.firstStartMs <= STARTUP_BUDGETS_MS.first,
  },
];
