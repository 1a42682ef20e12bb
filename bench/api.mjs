/**
 * Throughput as shipped (bench/README.md): wrk against the built server with its default
 * settings (access log on), on PGlite and on PostgreSQL, beside a bare Fastify hello-world measured
 * in the same run. Each public list and each server-rendered page is loaded twice, without
 * `Accept-Encoding` and with a browser's, and each list once more with a matching If-None-Match
 * (304 answers). Then the server's memory against a bare PGlite process on the same database, and
 * the compressed size of the landing page's HTML.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { median } from './lib/median.mjs';
import { seededItems, startApp, startHello, startPgliteBaseline } from './lib/servers.mjs';

/**
 * A freshly seeded PostgreSQL database vacuums, analyses and checkpoints in the background for a
 * while, on the same two cores as the load: do that work now, before anything is measured.
 */
async function settle(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

/** What a browser sends (Chromium's `Accept-Encoding`). */
export const BROWSER_ENCODING = 'gzip, deflate, br';

/** Issue 16's budgets: ratios to hello-world in the same run, p99 at 50 connections. */
export const API_BUDGETS = {
  list: { plain: 0.65, browser: 0.6 },
  notModified: 0.85,
  page: { plain: 0.4, browser: 0.25 },
  p99Ms: 20,
  landingHtmlKiB: 20,
  memoryOverPgliteMiB: 120,
};
const LISTS = [
  '/api/v1/admin/news',
  '/api/v1/admin/news/1',
  '/api/v1/admin/events/all',
  '/api/v1/admin/originizations',
];
const CONNECTIONS = 50;
/** Seconds of each measured run (after wrk's 1 s warm-up), and the runs of each load (see `benchApi`). */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const LOAD_CHILD = fileURLToPath(new URL('./lib/load-child.mjs', import.meta.url));
const run = promisify(execFile);

/**
 * One warmed-up wrk run, in a process of its own (see lib/load-child.mjs). `tallies`: the server's
 * /metrics, whose request counters tell the run's answers by status.
 */
async function load(url, headers = {}, tallies = undefined, pid = undefined) {
  const options = JSON.stringify({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    tallies,
    pid,
  });
  const { stdout } = await run(process.execPath, [LOAD_CHILD, options]);
  return JSON.parse(stdout);
}

/** The server-rendered pages measured: the landing page, the news list, a news item, an event. */
async function pagesOf(appUrl) {
  const { newsId, eventId } = await seededItems(appUrl);
  return ['/', '/allNews', `/showNews/${newsId}`, `/event-details/${eventId}`];
}

/** The bytes of `url`'s body as sent to a browser (no decoding), and their coding. */
function sentBytes(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': BROWSER_ENCODING } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Every load is measured `ROUNDS` times, each run between two hello-world runs, and its ratio is
 * the median of the runs' ratios to the mean of the two hello-world runs around each: the machines
 * this runs on change speed from one run to the next (a bare hello-world alone went from 19 k to
 * 41 k req/s between two 3 s runs), so one run, compared with hello-world runs made 10-20 s away,
 * said as much about the machine as about the server (bench/README.md, 'Reading the numbers').
 * Only one server is up at a time. The hello-world logs nothing (as before); the server logs every
 * request, as shipped.
 */
export async function benchApi({ databases }) {
  const hello = await startHello();
  const helloRuns = [];
  const helloLoad = async () => {
    const result = await load(`${hello.url}/`);
    helloRuns.push(result);
    return result;
  };
  let before = await helloLoad();
  const rows = [];
  const memory = [];
  let landingHtml;
  let helloEld;
  try {
    for (const db of databases) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'authority-bench-api-'));
      const app = await startApp({ databaseUrl: db.url, dataDir });
      if (db.url) await settle(db.url);
      const pages = await pagesOf(app.url);
      // A server in service has rendered its pages before anything is measured, on each database
      // alike: a render can leave lasting costs behind (bench/README.md, 'A render's lasting cost').
      const sent = [];
      for (const page of pages) sent.push(await sentBytes(`${app.url}${page}`));
      landingHtml ??= sent[pages.indexOf('/')];
      const targets = [
        ...LISTS.map((target) => ({ kind: 'list', path: target })),
        ...pages.map((target) => ({ kind: 'page', path: target })),
      ];
      for (const { kind, path: target } of targets) {
        const url = `${app.url}${target}`;
        const first = await fetch(url);
        const etag = first.headers.get('etag');
        const tallies = `${app.url}/metrics`;
        /** `ROUNDS` runs of one load, each followed by a hello-world run; the figures of them all. */
        const measured = async (headers) => {
          const runs = [];
          for (let round = 0; round < ROUNDS; round++) {
            const result = await load(url, headers, tallies, app.pid);
            const after = await helloLoad();
            runs.push({ result, yardstick: (before.reqPerSec + after.reqPerSec) / 2 });
            before = after;
          }
          const sum = (key) => runs.reduce((total, run) => total + run.result[key], 0);
          return {
            reqPerSec: median(runs.map((run) => run.result.reqPerSec)),
            p50: median(runs.map((run) => run.result.p50)),
            // The worst run's: the budget holds in every run.
            p99: Math.max(...runs.map((run) => run.result.p99)),
            ok: sum('ok'),
            notModified: sum('notModified'),
            other: sum('other'),
            ratio: +median(runs.map((run) => run.result.reqPerSec / run.yardstick)).toFixed(2),
            hello: Math.round(median(runs.map((run) => run.yardstick))),
            runs: runs.map((run) => ({
              reqPerSec: run.result.reqPerSec,
              p99: run.result.p99,
              helloReqPerSec: Math.round(run.yardstick),
              cpu: run.result.cpu,
            })),
          };
        };
        await app.eventLoopDelay();
        const plain = await measured({});
        const browser = await measured({ 'accept-encoding': BROWSER_ENCODING });
        const eld = await app.eventLoopDelay();
        const notModified =
          kind === 'list'
            ? await measured({ 'if-none-match': etag, 'accept-encoding': BROWSER_ENCODING })
            : undefined;
        rows.push({
          database: db.name,
          kind,
          path: target,
          helloReqPerSec: median([plain.hello, browser.hello, ...(notModified ? [notModified.hello] : [])]),
          plain,
          browser: { ...browser, eventLoopDelay: eld },
          ...(notModified ? { notModified } : {}),
        });
      }
      const serverRssMiB = app.rssMiB();
      await app.stop();
      if (!db.url) {
        // The same database opened by PGlite alone, once the server has let go of it.
        const bare = await startPgliteBaseline(dataDir);
        memory.push({ database: db.name, serverRssMiB, pgliteRssMiB: bare.rssMiB() });
        await bare.stop();
      } else memory.push({ database: db.name, serverRssMiB });
    }
  } finally {
    helloEld = await hello.eventLoopDelay();
    await hello.stop();
  }
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    browserEncoding: BROWSER_ENCODING,
    hello: {
      ...helloRuns[0],
      reqPerSec: median(helloRuns.map((result) => result.reqPerSec)),
      runsReqPerSec: helloRuns.map((result) => result.reqPerSec),
      eventLoopDelay: helloEld,
    },
    landingHtml,
    memory,
    rows,
  };
}

const allAnswered = (result, status) =>
  result.other === 0 && (status === 304 ? result.ok === 0 : result.notModified === 0);

export function apiVerdicts(result) {
  const { p99Ms } = API_BUDGETS;
  const loads = result.rows.flatMap((row) => {
    const budget = API_BUDGETS[row.kind];
    const verdict = (label, measured, minRatio, status = 200) => ({
      name: `${row.database} ${row.path} (${label})`,
      figure: `${measured.reqPerSec} req/s, ${measured.ratio}× hello (${measured.hello}; runs ${measured.runs.map((run) => (run.reqPerSec / run.helloReqPerSec).toFixed(2)).join(' ')}), p50 ${measured.p50} ms, p99 ${measured.p99} ms${measured.eventLoopDelay ? `, ELD p99 ${measured.eventLoopDelay.p99} ms` : ''}`,
      budget: `≥ ${minRatio}×, p99 ≤ ${p99Ms} ms, ${status === 304 ? 'all 304' : 'all 2xx'}`,
      ok: measured.ratio >= minRatio && measured.p99 <= p99Ms && allAnswered(measured, status),
    });
    return [
      verdict('200', row.plain, budget.plain),
      verdict(`200, ${result.browserEncoding}`, row.browser, budget.browser),
      ...(row.notModified ? [verdict('304', row.notModified, API_BUDGETS.notModified, 304)] : []),
    ];
  });
  const html = result.landingHtml;
  const memory = result.memory
    .filter((m) => m.pgliteRssMiB !== undefined)
    .map((m) => ({
      name: `${m.database} server's memory after the runs`,
      figure: `${m.serverRssMiB} MiB RSS; PGlite alone on the same database ${m.pgliteRssMiB} MiB (+${(m.serverRssMiB - m.pgliteRssMiB).toFixed(1)})`,
      budget: `≤ PGlite + ${API_BUDGETS.memoryOverPgliteMiB} MiB`,
      ok: m.serverRssMiB - m.pgliteRssMiB <= API_BUDGETS.memoryOverPgliteMiB,
    }));
  return [
    ...loads,
    {
      name: 'HTML of / as sent to a browser',
      figure: `${(html.bytes / 1024).toFixed(1)} KiB (${html.encoding})`,
      budget: `≤ ${API_BUDGETS.landingHtmlKiB} KiB compressed`,
      ok: html.encoding !== 'identity' && html.bytes / 1024 <= API_BUDGETS.landingHtmlKiB,
    },
    ...memory,
  ];
}
