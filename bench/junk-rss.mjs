/**
 * Resident memory under junk URLs: the built server as `npm start` runs it, flooded with distinct
 * URLs that name nothing that exists (`/showNews/<6,000 digits>`, `/api/v1/admin/news/<10-digit
 * id>`, `/?x=<40 digits>`, `/allNews?page=<6 digits>&y=<30 digits>`), 32 at a time, asking for
 * HTML. The whole process's RSS (what the machine gives it, not V8's heap) is read from /proc
 * after a warm-up, after 20,000 URLs and after 40,000 more: the budget is +96 MiB for the first
 * 20,000 and at most +16 MiB more for the next 40,000 (bounded, not growing).
 *
 *   npm run build && node bench/junk-rss.mjs        (JUNK_FIRST / JUNK_MORE to change the counts)
 */
import { floodJunk as flood } from '../scripts/lib/junk-urls.mjs';
import { startApp } from './lib/servers.mjs';

export const JUNK_RSS_BUDGET_MIB = { first: 96, more: 16 };

const METRICS = {
  heapUsed: 'nodejs_heap_size_used_bytes',
  heapTotal: 'nodejs_heap_size_total_bytes',
  external: 'nodejs_external_memory_bytes',
};

/** V8's share of the process from its own figures (`GET /metrics`, open to loopback), in MiB. */
async function heapFigures(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const figures = {};
  for (const [name, metric] of Object.entries(METRICS)) {
    const value = Number(new RegExp(`^${metric} (\\S+)`, 'm').exec(text)?.[1]);
    figures[`${name}MiB`] = Number.isFinite(value) ? +(value / 1048576).toFixed(1) : undefined;
  }
  return figures;
}

/** RSS once the process has been idle a moment (timers, the log's batches and the collector settle). */
async function settled(app, base) {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return { rssMiB: app.rssMiB(), ...(await heapFigures(base)) };
}

/** One server, as shipped or with DELIVERY_TUNING=off, flooded as above: RSS and V8's figures. */
async function floodOne(tuning, first, more) {
  // JUNK_NODE_OPTIONS: V8 flags for the server under test (the experiments of decision 043).
  const nodeOptions = process.env.JUNK_NODE_OPTIONS;
  const app = await startApp({
    extraEnv: { DELIVERY_TUNING: tuning, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
  });
  try {
    const base = `http://127.0.0.1:${app.port}`;
    // Warm-up: every real page once, so what follows measures junk, not first use.
    for (const path of ['/', '/allNews', '/UserEvent', '/showNews/1', '/api/v1/admin/news'])
      await (await fetch(`${base}${path}`, { headers: { accept: 'text/html' } })).arrayBuffer();
    await flood(base, 1_000);
    const start = await settled(app, base);
    const firstStatuses = await flood(base, first);
    const afterFirst = await settled(app, base);
    const moreStatuses = await flood(base, more);
    const afterMore = await settled(app, base);
    return {
      mode: tuning === 'on' ? 'as shipped' : 'DELIVERY_TUNING=off',
      shipped: tuning === 'on',
      startMiB: start.rssMiB,
      afterFirstMiB: afterFirst.rssMiB,
      afterMoreMiB: afterMore.rssMiB,
      firstGrowthMiB: +(afterFirst.rssMiB - start.rssMiB).toFixed(1),
      moreGrowthMiB: +(afterMore.rssMiB - afterFirst.rssMiB).toFixed(1),
      v8: { start, afterFirst, afterMore },
      statuses: { first: firstStatuses, more: moreStatuses },
    };
  } finally {
    await app.stop();
  }
}

/**
 * The flood on the server as shipped, and in the same run with DELIVERY_TUNING=off (no runtime
 * flag: V8's own heap growth), so decision 049's comparison can be read from one result.
 */
export async function benchJunkRss({
  first = Number(process.env.JUNK_FIRST ?? 20_000),
  more = Number(process.env.JUNK_MORE ?? 40_000),
} = {}) {
  const rows = [];
  for (const tuning of ['on', 'off']) rows.push(await floodOne(tuning, first, more));
  return { first, more, rows };
}

export const junkRssVerdicts = (result) =>
  result.rows.flatMap((row) => [
    {
      name: `RSS after ${result.first} junk URLs, ${row.mode}`,
      figure: `+${row.firstGrowthMiB} MiB (${row.startMiB} → ${row.afterFirstMiB} MiB)`,
      budget: row.shipped ? `≤ +${JUNK_RSS_BUDGET_MIB.first} MiB` : 'none (the comparison)',
      ok: !row.shipped || row.firstGrowthMiB <= JUNK_RSS_BUDGET_MIB.first,
    },
    {
      name: `RSS after ${result.more} more, ${row.mode}`,
      figure: `+${row.moreGrowthMiB} MiB (→ ${row.afterMoreMiB} MiB)`,
      budget: row.shipped ? `≤ +${JUNK_RSS_BUDGET_MIB.more} MiB` : 'none (the comparison)',
      ok: !row.shipped || row.moreGrowthMiB <= JUNK_RSS_BUDGET_MIB.more,
    },
  ]);

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchJunkRss();
  console.log(JSON.stringify(result, null, 2));
  const verdicts = junkRssVerdicts(result);
  for (const verdict of verdicts)
    console.log(
      `${verdict.ok ? 'ok  ' : 'FAIL'} ${verdict.name}: ${verdict.figure} (budget ${verdict.budget})`,
    );
  process.exitCode = verdicts.every((verdict) => verdict.ok) ? 0 : 1;
}
