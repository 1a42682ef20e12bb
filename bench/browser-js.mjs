#!/usr/bin/env node
/**
 * JavaScript as a visitor's browser loads it (bench/README.md): each public page, in English and in
 * Arabic, is opened in Debian's Chromium at a phone's size (Chromium sends its own
 * `Accept-Encoding`), and the bytes of every script body it transfers (compressed, as the server
 * sent them) are summed until the network is idle and 2 s more, so chunks a page loads by itself
 * after start count. Each page is held to one budget, no staff chunk may be among what it loads,
 * and the scripts that came after the network first went idle are named in the results. The
 * bundle step of `npm test` runs this file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { measureBundle } from './bundle.mjs';
import { ROOT, seededItems, startApp } from './lib/servers.mjs';

/**
 * The ceiling every public page is held to, lazily loaded parts included. Met since the browser
 * runs Preact's React compatibility layer (decision 020).
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
      let idle = false;
      tab.on('requestfinished', async (request) => {
        if (request.resourceType() !== 'script') return;
        const afterIdle = idle;
        const sizes = await request.sizes();
        const response = await request.response();
        scripts.push({
          file: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          afterIdle,
        });
      });
      await tab.goto(`${app.url}${page}`, { waitUntil: 'networkidle' });
      idle = true;
      await tab.waitForTimeout(SETTLE_MS);
      await context.close();
      const kibOf = (list) => +(list.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1);
      const late = scripts.filter((s) => s.afterIdle);
      rows.push({
        page,
        kib: kibOf(scripts),
        files: scripts.length,
        // Reported beside the budget: what the response headers add on the wire.
        headerKiB: +(scripts.reduce((sum, s) => sum + s.headerBytes, 0) / 1024).toFixed(1),
        afterIdleKiB: kibOf(late),
        afterIdle: late.map((s) => s.file),
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

/** Every public page of SPEC §2 (one item of each kind) and a page of search results, and its Arabic twin. */
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
    // A page of site search's results (docs/decisions/037-site-search.md).
    '/search?q=hospital',
    // The registrant's booking page (decision 038): without a token it still loads all its code.
    '/booking',
  ];
  return english.flatMap((page) => [page, `/ar${page === '/' ? '' : page}`]);
}

export const browserJsVerdicts = (result) =>
  result.rows.map((row) => ({
    name: `JS Chromium loads for ${row.page}`,
    figure: `${row.kib} KiB in ${row.files} files (${row.scripts[0]?.encoding ?? '-'}), ${row.afterIdleKiB} KiB of it after idle${row.afterIdle.length ? ` (${row.afterIdle.join(', ')})` : ''}; staff code: ${row.staff.length}`,
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
