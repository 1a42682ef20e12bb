#!/usr/bin/env node
/**
 * JavaScript as a visitor's browser loads it (bench/README.md): each public page is opened in
 * Debian's Chromium, at a phone's size, and the bytes of every script it transfers (compressed, as
 * the server sent them to a browser's Accept-Encoding) are summed until the network is idle and
 * 2 s more, so chunks loaded after start (carousels, the footer form, a language's texts) count.
 * The English and the Arabic landing page are held to the same budget as the manifest's figure.
 */
import { chromium } from 'playwright';
import { BUDGET_KIB, measureBundle } from './bundle.mjs';
import { startApp } from './lib/servers.mjs';

/** What a loaded page may keep downloading after the network first goes quiet. */
const SETTLE_MS = 2_000;

export async function benchBrowserJs({ pages } = {}) {
  // The staff screens' chunks, by the manifest: none may load with a public page.
  const staffChunks = new Set(measureBundle().staffChunks.map((file) => `/${file}`));
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  try {
    const events = await (await fetch(`${app.url}/api/v1/admin/events/all`)).json();
    const event = events.find((e) => e.isActive) ?? events[0];
    const list = pages ?? [
      '/',
      '/ar',
      '/allNews',
      '/ar/allNews',
      `/event-details/${event.id}`,
      `/ar/event-details/${event.id}`,
    ];
    for (const page of list) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      const scripts = [];
      tab.on('requestfinished', async (request) => {
        if (request.resourceType() !== 'script') return;
        const sizes = await request.sizes();
        const response = await request.response();
        scripts.push({
          file: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        });
      });
      await tab.goto(`${app.url}${page}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(SETTLE_MS);
      await context.close();
      const kib = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      rows.push({
        page,
        kib: +kib.toFixed(1),
        files: scripts.length,
        staff: scripts.filter((s) => staffChunks.has(s.file)).map((s) => s.file),
        scripts,
      });
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  return { budgetKiB: BUDGET_KIB, settleMs: SETTLE_MS, rows };
}

export const browserJsVerdicts = (result) =>
  result.rows.map((row) => ({
    name: `JS Chromium loads for ${row.page}`,
    figure: `${row.kib} KiB in ${row.files} files (${row.scripts[0]?.encoding ?? '-'}); staff code: ${row.staff.length}`,
    budget: `≤ ${result.budgetKiB} KiB, none`,
    ok: row.kib <= result.budgetKiB && row.staff.length === 0,
  }));
