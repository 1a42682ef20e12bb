/**
 * API throughput: autocannon against the built server, on PGlite and on PostgreSQL,
 * beside a bare Fastify hello-world measured in the same run. For each public list: req/s, p50
 * and p99 latency, the ratio to hello-world, event-loop delay, and the same with a matching
 * If-None-Match (304 answers).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { startApp, startHello } from './lib/servers.mjs';

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

export const API_BUDGETS = { cachedRatio: 0.5, notModifiedRatio: 0.8, p99Ms: 100 };
const ENDPOINTS = [
  '/api/v1/admin/news',
  '/api/v1/admin/news/1',
  '/api/v1/admin/events/all',
  '/api/v1/admin/originizations',
];
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

const LOAD_CHILD = fileURLToPath(new URL('./lib/load-child.mjs', import.meta.url));
const run = promisify(execFile);

/** One warmed-up autocannon run, in a process of its own (see lib/load-child.mjs). */
async function load(url, headers = {}) {
  const options = JSON.stringify({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const { stdout } = await run(process.execPath, [LOAD_CHILD, options]);
  return JSON.parse(stdout);
}

/**
 * Each endpoint's runs sit between two hello-world runs, and its ratios are to their mean: on a
 * shared machine whose speed drifts over minutes, a single hello-world run at the start would
 * compare the last endpoint with a different machine. Both servers stay up; only one is loaded
 * at a time.
 */
export async function benchApi({ databases }) {
  const hello = await startHello();
  const helloRuns = [];
  const helloLoad = async () => {
    const run = await load(`${hello.url}/`);
    helloRuns.push(run);
    return run;
  };
  let before = await helloLoad();
  const rows = [];
  let helloEld;
  try {
    for (const db of databases) {
      const app = await startApp({ databaseUrl: db.url });
      if (db.url) await settle(db.url);
      for (const path of ENDPOINTS) {
        const url = `${app.url}${path}`;
        const first = await fetch(url);
        const etag = first.headers.get('etag');
        await app.eventLoopDelay();
        const cached = await load(url);
        const eld = await app.eventLoopDelay();
        const notModified = await load(url, { 'if-none-match': etag });
        const after = await helloLoad();
        const yardstick = (before.reqPerSec + after.reqPerSec) / 2;
        before = after;
        rows.push({
          database: db.name,
          path,
          helloReqPerSec: Math.round(yardstick),
          cached: { ...cached, ratio: +(cached.reqPerSec / yardstick).toFixed(2), eventLoopDelay: eld },
          notModified: { ...notModified, ratio: +(notModified.reqPerSec / yardstick).toFixed(2) },
        });
      }
      await app.stop();
    }
  } finally {
    helloEld = await hello.eventLoopDelay();
    await hello.stop();
  }
  const rates = helloRuns.map((run) => run.reqPerSec).sort((a, b) => a - b);
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    hello: {
      ...helloRuns[0],
      reqPerSec: rates[Math.floor(rates.length / 2)],
      runsReqPerSec: helloRuns.map((run) => run.reqPerSec),
      eventLoopDelay: helloEld,
    },
    rows,
  };
}

export function apiVerdicts(result) {
  return result.rows.flatMap((row) => [
    {
      name: `${row.database} ${row.path} (200)`,
      figure: `${row.cached.reqPerSec} req/s, ${row.cached.ratio}× hello (${row.helloReqPerSec}), p50 ${row.cached.p50} ms, p99 ${row.cached.p99} ms, ELD p99 ${row.cached.eventLoopDelay?.p99 ?? '?'} ms`,
      budget: `≥ ${API_BUDGETS.cachedRatio}×, p99 ≤ ${API_BUDGETS.p99Ms} ms, no non-2xx`,
      ok:
        row.cached.ratio >= API_BUDGETS.cachedRatio &&
        row.cached.p99 <= API_BUDGETS.p99Ms &&
        row.cached.other === 0 &&
        row.cached.notModified === 0,
    },
    {
      name: `${row.database} ${row.path} (304)`,
      figure: `${row.notModified.reqPerSec} req/s, ${row.notModified.ratio}× hello, p99 ${row.notModified.p99} ms`,
      budget: `≥ ${API_BUDGETS.notModifiedRatio}×, p99 ≤ ${API_BUDGETS.p99Ms} ms, all 304`,
      ok:
        row.notModified.ratio >= API_BUDGETS.notModifiedRatio &&
        row.notModified.p99 <= API_BUDGETS.p99Ms &&
        row.notModified.other === 0 &&
        row.notModified.ok === 0,
    },
  ]);
}
