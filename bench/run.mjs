#!/usr/bin/env node
// `npm run bench`: every benchmark of bench/README.md, each figure printed beside its budget, results in
// bench/results/*.json. PostgreSQL runs when TEST_DATABASE_URL is set (the root script starts a
// throw-away server); BENCH_ONLY=api,write,pages,bundle,browser-js,startup,search,check-in,certificates,home,junk runs a subset (bench/README.md
// has the other settings).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { apiVerdicts, benchApi } from './api.mjs';
import { benchBrowserJs, browserJsVerdicts } from './browser-js.mjs';
import { BUDGET_KIB, measureBundle } from './bundle.mjs';
import { benchCertificates, certificateVerdicts } from './certificates.mjs';
import { benchCheckIn, checkInVerdicts } from './check-in.mjs';
import { benchJunkRss, junkRssVerdicts } from './junk-rss.mjs';
import { ROOT } from './lib/servers.mjs';
import { benchPages, pageVerdicts } from './lighthouse.mjs';
import { benchSearch, searchVerdicts } from './search.mjs';
import { benchStaffSummary, staffSummaryVerdicts } from './staff-summary.mjs';
import { benchStartup, startupVerdicts } from './startup.mjs';
import { benchWritePath, writeVerdicts } from './write-path.mjs';

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name) => !only || only.includes(name);
const results = path.join(ROOT, 'bench/results');
mkdirSync(results, { recursive: true });
const save = (name, data) =>
  writeFileSync(
    path.join(results, `${name}.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...data }, null, 2)}\n`,
  );

/** A fresh PostgreSQL database per benchmark, on the throw-away server, if there is one. */
async function databases(label) {
  const list = [{ name: 'PGlite', url: undefined }];
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return list;
  const name = `bench_${label}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return [...list, { name: 'PostgreSQL', url: url.toString() }];
}

const verdicts = [];
const section = (title) => console.log(`\n── ${title} ──`);

if (wanted('bundle')) {
  section('Bundle');
  const bundle = measureBundle();
  save('bundle', { budgetKiB: BUDGET_KIB, ...bundle });
  // Kept as a figure: the budget is what the browser downloads (`browser-js`).
  verdicts.push({
    name: 'First-load JS of / (manifest)',
    figure: `${bundle.gzipKiB.toFixed(1)} KiB gzip (reported; was 117.3 before Arabic); staff code in it: ${bundle.staffInFirstLoad.length}`,
    budget: 'no staff code',
    ok: bundle.staffInFirstLoad.length === 0,
  });
}
if (wanted('browser-js')) {
  section('JavaScript as Chromium loads each public page');
  const loaded = await benchBrowserJs();
  save('browser-js', loaded);
  verdicts.push(...browserJsVerdicts(loaded));
}
if (wanted('startup')) {
  section('Start-up');
  const startup = await benchStartup();
  save('startup', startup);
  verdicts.push(...startupVerdicts(startup));
}
if (wanted('junk')) {
  section('Resident memory under junk URLs (JUNK_FIRST, then JUNK_MORE more, 32 at a time)');
  const junk = await benchJunkRss();
  save('junk-rss', junk);
  verdicts.push(...junkRssVerdicts(junk));
}
if (wanted('api')) {
  section("API throughput against each answer's replay (wrk, 50 connections)");
  const api = await benchApi({ databases: await databases('api') });
  // A quick check of some answers (BENCH_TARGETS, BENCH_DATABASES) leaves the full run's results alone.
  save(process.env.BENCH_TARGETS || process.env.BENCH_DATABASES ? 'api-subset' : 'api', api);
  verdicts.push(...apiVerdicts(api));
}
if (wanted('write')) {
  section('Write path');
  const write = await benchWritePath({ databases: await databases('write') });
  save('write-path', write);
  verdicts.push(...writeVerdicts(write));
}
if (wanted('search')) {
  section('Site search (20 searchers, 10,000 news and 1,000 events in two languages)');
  const search = await benchSearch({ databases: await databases('search') });
  // A smaller corpus (BENCH_SEARCH_NEWS, BENCH_SEARCH_EVENTS) leaves the full run's results alone.
  save(process.env.BENCH_SEARCH_NEWS || process.env.BENCH_SEARCH_EVENTS ? 'search-subset' : 'search', search);
  verdicts.push(...searchVerdicts(search));
}
if (wanted('check-in')) {
  section('Check-in at the door');
  const checkIn = await benchCheckIn({ databases: await databases('checkin') });
  save('check-in', checkIn);
  verdicts.push(...checkInVerdicts(checkIn));
}
if (wanted('certificates')) {
  section('Certificates after the event');
  const certificates = await benchCertificates({ databases: await databases('certificates') });
  save('certificates', certificates);
  verdicts.push(...certificateVerdicts(certificates));
}
if (wanted('home')) {
  section('The dashboard home’s counts (10,000 items of each type)');
  // BENCH_DATABASES=PostgreSQL (or PGlite) runs one; a subset leaves the full run's results alone.
  const only = process.env.BENCH_DATABASES?.split(',');
  const home = await benchStaffSummary({
    databases: (await databases('home')).filter((db) => !only || only.includes(db.name)),
  });
  save(process.env.BENCH_HOME_ITEMS || only ? 'staff-summary-subset' : 'staff-summary', home);
  verdicts.push(...staffSummaryVerdicts(home));
}
if (wanted('pages')) {
  section('Page speed (Lighthouse, mobile)');
  const pages = await benchPages();
  save('lighthouse', pages);
  const { control } = pages;
  console.log(
    `${control.page}: LCP ${control.lcpMs} ms, TBT ${control.tbtMs} ms (worst run ${control.tbtMaxMs}); Lighthouse's benchmark index of this machine ${control.benchmarkIndex}`,
  );
  for (const row of pages.rows)
    if (row.failingAudits.length) console.log(`${row.page}: failing audits ${row.failingAudits.join(', ')}`);
  verdicts.push(...pageVerdicts(pages));
}

const width = Math.max(...verdicts.map((v) => v.name.length));
console.log('\n── Results ──\n');
for (const v of verdicts)
  console.log(`${v.ok ? 'ok  ' : 'OVER'}  ${v.name.padEnd(width)}  ${v.figure}   [budget: ${v.budget}]`);
const failed = verdicts.filter((v) => !v.ok).length;
console.log(`\nbench: ${verdicts.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
