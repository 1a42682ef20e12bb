#!/usr/bin/env node
/**
 * The door's check-in screen as a phone loads it (decision 038): signed in, the event chosen, the
 * camera started (Chromium's fake one; Linux Chromium has no BarcodeDetector, so jsQR loads), the
 * compressed bytes of every script summed until the network is idle and 2 s more.
 */
import { chromium } from 'playwright';
import { startApp } from './lib/servers.mjs';

export const CHECK_IN_JS_BUDGET_KIB = 120;

export async function benchCheckInJs() {
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  try {
    const login = await fetch(`${app.url}/api/v1/Accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@amanah.example', password: 'bench-admin-password' }),
    });
    const { token } = await login.json();
    const [event] = await (
      await fetch(`${app.url}/api/v1/admin/door/events`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      permissions: ['camera'],
    });
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const tab = await context.newPage();
    const scripts = [];
    tab.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push({
        file: new URL(request.url()).pathname,
        bytes: (await request.sizes()).responseBodySize,
      });
    });
    await tab.goto(`${app.url}/dashboard/check-in?event=${event.id}`, { waitUntil: 'networkidle' });
    await tab.getByRole('button', { name: 'Scan a ticket' }).click();
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(2_000);
    const kib = +(scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1);
    if (process.env.BENCH_VERBOSE)
      for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 8))
        console.log(s.file, s.bytes);
    return {
      kib,
      files: scripts.length,
      decoder: scripts.some((s) => /jsQR/i.test(s.file)),
      budgetKiB: CHECK_IN_JS_BUDGET_KIB,
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}

export const checkInJsVerdict = (result) => ({
  name: 'JS Chromium loads for /dashboard/check-in with the camera on',
  figure: `${result.kib} KiB in ${result.files} files; decoder loaded: ${result.decoder}`,
  budget: `≤ ${result.budgetKiB} KiB`,
  ok: result.kib <= result.budgetKiB,
});
