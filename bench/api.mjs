/**
 * Throughput as shipped (bench/README.md): wrk against the built server with its default settings
 * (access log on), on PGlite and on PostgreSQL, against the limit: a bare `node:http` server
 * replaying the exact bytes of the same answer (lib/replay.mjs), loaded the same way in alternating
 * runs. Each kept public answer (the public lists, one item, the server-rendered pages) is loaded
 * without `Accept-Encoding`, with a browser's, and, when it has an ETag, with a matching
 * If-None-Match (its 304). Then the server's memory against a bare PGlite process on the same
 * database, and the compressed size of the landing page's HTML.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { median } from './lib/median.mjs';
import { seededItems, startApp, startPgliteBaseline, startReplay } from './lib/servers.mjs';

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

/** What a browser sends: Chromium's `Accept-Encoding`. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** The budgets: each answer's req/s as a share of its replay's, measured beside it. */
export const API_BUDGETS = {
  ofReplay: 0.8,
  p99Ms: 20,
  landingHtmlKiB: 20,
  memoryOverPgliteMiB: 120,
};
/** The kept public reads measured: the public lists and one item. */
const READS = [
  '/api/v1/admin/news',
  '/api/v1/admin/news/1',
  '/api/v1/admin/events/all',
  '/api/v1/admin/originizations',
];
const CONNECTIONS = 50;
/** Seconds of each measured run (after wrk's 1 s warm-up), and the rounds of each load (see `benchApi`). */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** `BENCH_TARGETS=/api/v1/admin/news,/` measures those answers alone (a quick check). */
const ONLY_TARGETS = process.env.BENCH_TARGETS?.split(',');
/** `BENCH_DATABASES=PGlite` leaves PostgreSQL out. */
const ONLY_DATABASES = process.env.BENCH_DATABASES?.split(',');

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

/** Kept alive, as wrk's connections are, so the answer carries the same `Connection` headers. */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET of `url` with `headers`: its status, raw header list and body bytes, undecoded. */
function answerOf(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: keepAlive }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Header names Node writes itself after a response's own headers, on the server and the replay alike. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * What the replay needs to send `answer`: its status, the headers the server set (those before the
 * `Date` Node adds, in their order and case) and its body.
 */
function replayOf(answer) {
  const headers = [];
  let afterDate = false;
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i];
    if (name.toLowerCase() === 'date') afterDate = true;
    else if (!(afterDate && NODE_OWN.has(name.toLowerCase()))) headers.push([name, answer.rawHeaders[i + 1]]);
  }
  return {
    status: answer.status,
    headers,
    body: answer.status === 304 ? undefined : answer.body.toString('base64'),
  };
}

/** An answer as bytes a client compares: the status line's code, every header (the `Date` value aside), the body. */
const shapeOf = (answer) => ({
  status: answer.status,
  headers: answer.rawHeaders.map((value, i) =>
    i % 2 === 1 && answer.rawHeaders[i - 1].toLowerCase() === 'date' ? '(date)' : value,
  ),
  body: answer.body.toString('base64'),
});

/**
 * Hands the replay the server's answer to `url` with `headers`, once it is the kept one, then
 * checks that the replay sends the very same answer.
 */
async function replayAnswer(replay, url, headers) {
  // The first answer in a coding may be Fastify's while the kept one is compressed: take the
  // answer once two in a row are the same.
  let answer = await answerOf(url, headers);
  for (let tries = 0; ; tries++) {
    const next = await answerOf(url, headers);
    if (JSON.stringify(shapeOf(next)) === JSON.stringify(shapeOf(answer))) break;
    if (tries === 5) throw new Error(`${url} gave a different answer each time`);
    answer = next;
  }
  await replay.answerWith(replayOf(answer));
  const replayed = await answerOf(`${replay.url}${new URL(url).pathname}`, headers);
  const [want, got] = [JSON.stringify(shapeOf(answer)), JSON.stringify(shapeOf(replayed))];
  if (want !== got)
    throw new Error(`the replay of ${url} differs from the server's answer:\n${want}\n${got}`);
  return { status: answer.status, bytes: answer.body.length, etag: headerOf(answer, 'etag') };
}

const headerOf = (answer, name) => {
  const at = answer.rawHeaders.findIndex((value, i) => i % 2 === 0 && value.toLowerCase() === name);
  return at < 0 ? undefined : answer.rawHeaders[at + 1];
};

/**
 * Every load is measured `ROUNDS` times, each run between two runs of the replay of the same answer
 * (same wrk, connections, duration, request headers), and its ratio is the median of the runs'
 * ratios to the mean of the two replay runs around each: the machines this runs on change speed
 * from one run to the next, so one run compared with a yardstick measured a minute away says as
 * much about the machine as about the server (bench/README.md, 'Reading the results'). The replay
 * logs nothing; the server logs every request, as shipped.
 */
export async function benchApi({ databases }) {
  const replay = await startReplay();
  const rows = [];
  const memory = [];
  let landingHtml;
  try {
    for (const db of databases.filter((d) => !ONLY_DATABASES || ONLY_DATABASES.includes(d.name))) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'authority-bench-api-'));
      const app = await startApp({ databaseUrl: db.url, dataDir });
      if (db.url) await settle(db.url);
      const pages = await pagesOf(app.url);
      // A server in service has rendered its pages before anything is measured, on each database
      // alike: a render can leave lasting costs behind (docs/decisions/005, amended).
      for (const page of pages) await answerOf(`${app.url}${page}`, { 'accept-encoding': BROWSER_ENCODING });
      landingHtml ??= await landingBytes(app.url);
      const targets = [
        ...READS.map((target) => ({ kind: 'read', path: target })),
        ...pages.map((target) => ({ kind: 'page', path: target })),
      ].filter((target) => !ONLY_TARGETS || ONLY_TARGETS.includes(target.path));
      for (const { kind, path: target } of targets) {
        const url = `${app.url}${target}`;
        const tallies = `${app.url}/metrics`;
        /** `ROUNDS` runs of one load, each between two runs of its replay; the figures of them all. */
        const measured = async (headers) => {
          const answer = await replayAnswer(replay, url, headers);
          const replayUrl = `${replay.url}${target}`;
          const runs = [];
          await app.eventLoopDelay();
          let before = await load(replayUrl, headers);
          for (let round = 0; round < ROUNDS; round++) {
            const result = await load(url, headers, tallies, app.pid);
            const after = await load(replayUrl, headers);
            runs.push({
              result,
              yardstick: (before.reqPerSec + after.reqPerSec) / 2,
              replays: [before, after],
            });
            before = after;
          }
          const eventLoopDelay = await app.eventLoopDelay();
          const sum = (key) => runs.reduce((total, r) => total + r.result[key], 0);
          return {
            status: answer.status,
            bytes: answer.bytes,
            reqPerSec: median(runs.map((r) => r.result.reqPerSec)),
            replayReqPerSec: Math.round(median(runs.map((r) => r.yardstick))),
            ratio: +median(runs.map((r) => r.result.reqPerSec / r.yardstick)).toFixed(2),
            p50: median(runs.map((r) => r.result.p50)),
            // The worst run's: the budget holds in every run.
            p99: Math.max(...runs.map((r) => r.result.p99)),
            replayP99: Math.max(...runs.flatMap((r) => r.replays.map((x) => x.p99))),
            ok: sum('ok'),
            notModified: sum('notModified'),
            // A replay run that got an error (a socket error, a status of 400 or more) counts too.
            other: sum('other') + runs.reduce((total, r) => total + r.replays[1].other, 0),
            eventLoopDelay,
            etag: answer.etag,
            runs: runs.map((r) => ({
              reqPerSec: r.result.reqPerSec,
              replayReqPerSec: Math.round(r.yardstick),
              ratio: +(r.result.reqPerSec / r.yardstick).toFixed(2),
              p99: r.result.p99,
              cpu: r.result.cpu,
            })),
          };
        };
        const plain = await measured({});
        const browser = await measured({ 'accept-encoding': BROWSER_ENCODING });
        const notModified = browser.etag
          ? await measured({ 'if-none-match': browser.etag, 'accept-encoding': BROWSER_ENCODING })
          : undefined;
        const row = {
          database: db.name,
          kind,
          path: target,
          plain,
          browser,
          ...(notModified ? { notModified } : {}),
        };
        rows.push(row);
        for (const verdict of loadVerdicts(row))
          console.log(`${verdict.ok ? 'ok  ' : 'OVER'}  ${verdict.name}  ${verdict.figure}`);
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
    await replay.stop();
  }
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    browserEncoding: BROWSER_ENCODING,
    landingHtml,
    memory,
    rows,
  };
}

/** The bytes of `/`'s body as sent to a browser (no decoding), and their coding. */
async function landingBytes(appUrl) {
  const answer = await answerOf(`${appUrl}/`, { 'accept-encoding': BROWSER_ENCODING });
  return { bytes: answer.body.length, encoding: headerOf(answer, 'content-encoding') ?? 'identity' };
}

const allAnswered = (result, status) =>
  result.other === 0 && (status === 304 ? result.ok === 0 : result.notModified === 0);

/** The verdicts of one row: each of its loads against its replay. */
function loadVerdicts(row) {
  const { ofReplay, p99Ms } = API_BUDGETS;
  const verdict = (label, measured) => ({
    name: `${row.database} ${row.path} (${label})`,
    figure: `${measured.reqPerSec} req/s, replay ${measured.replayReqPerSec}: ${measured.ratio}× (runs ${measured.runs.map((r) => r.ratio.toFixed(2)).join(' ')}), ${measured.bytes} B, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ELD p99 ${measured.eventLoopDelay?.p99 ?? '-'} ms`,
    budget: `≥ ${ofReplay}× replay, p99 ≤ ${p99Ms} ms, ${measured.status === 304 ? 'all 304' : 'all 2xx'}`,
    ok:
      measured.ratio >= ofReplay &&
      measured.p99 <= p99Ms &&
      measured.status === (label === '304' ? 304 : 200) &&
      allAnswered(measured, measured.status),
  });
  return [
    verdict('200', row.plain),
    verdict('200, browser', row.browser),
    ...(row.notModified ? [verdict('304', row.notModified)] : []),
  ];
}

export function apiVerdicts(result) {
  const loads = result.rows.flatMap(loadVerdicts);
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
    ...(html
      ? [
          {
            name: 'HTML of / as sent to a browser',
            figure: `${(html.bytes / 1024).toFixed(1)} KiB (${html.encoding})`,
            budget: `≤ ${API_BUDGETS.landingHtmlKiB} KiB compressed`,
            ok: html.encoding !== 'identity' && html.bytes / 1024 <= API_BUDGETS.landingHtmlKiB,
          },
        ]
      : []),
    ...memory,
  ];
}
