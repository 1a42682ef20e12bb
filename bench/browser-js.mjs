#!/usr/bin/env node
/**
 * JavaScript as a visitor's browser loads it (bench/README.md): each public page is opened in
 * Debian's Chromium, at a phone's size, and the bytes of every script it transfers (compressed, as
 * the server sent them to a browser's Accept-Encoding) are summed until the network is idle and
 * 2 s more, so chunks loaded after start (carousels, a language's texts, whatever the page asks
 * for by itself) count. Every public page, in English and in Arabic, is held to one budget, and no
 * staff chunk may be among what it loads. The bundle step of `npm test` runs this file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { measureBundle } from './bundle.mjs';
import { ROOT, seededItems, startApp } from './lib/servers.mjs';

/**
 * The ceiling every public page is held to (issue 16). Met since the browser runs Preact's React
 * compatibility layer (decision 020): React DOM alone was ~57 KiB of Brotli.
 */
export const BROWSER_JS_BUDGET_KIB = 90;

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
    const list = pages ?? (await publicPages(app.url));
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
  return { budgetKiB: BROWSER_JS_BUDGET_KIB, settleMs: SETTLE_MS, rows };
}

/** Every public page of SPEC §2 (one item of each kind), and its Arabic twin. */
export async function publicPages(appUrl) {
  const { newsId, eventId } = await seededItems(appUrl);
  const english = [
    '/',
    '/allNews',
    `/showNews/${newsId}`,
    '/UserEvent',
    `/event-details/${eventId}`,
    '/privacy',
    `/event/${eventId}`,
    `/event-sponser/${eventId}`,
    '/thank-you',
  ];
  return english.flatMap((page) => [page, `/ar${page === '/' ? '' : page}`]);
}

export const browserJsVerdicts = (result) =>
  result.rows.map((row) => ({
    name: `JS Chromium loads for ${row.page}`,
    figure: `${row.kib} KiB in ${row.files} files (${row.scripts[0]?.encoding ?? '-'}); staff code: ${row.staff.length}`,
    budget: `≤ ${result.budgetKiB} KiB, none`,
    ok: row.kib <= result.budgetKiB && row.staff.length === 0,
  }));

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const result = await benchBrowserJs();
  const verdicts = browserJsVerdicts(result);
  for (const v of verdicts)
    console.log(`${v.ok ? 'ok  ' : 'OVER'}  ${v.name.padEnd(40)}  ${v.figure}   [budget: ${v.budget}]`);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/browser-js.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`,
  );
  const failed = verdicts.filter((v) => !v.ok).length;
  // The plain closing line that CI reads.
  console.log(`browser-js: ${verdicts.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
