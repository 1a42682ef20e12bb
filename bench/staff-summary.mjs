/**
 * The dashboard home's counts (GET /staff-summary, docs/content-review.md) with BENCH_HOME_ITEMS
 * (10,000) items of every content type, a third of them drafts, a quarter untranslated and a tenth
 * of the news items and institutions due for review, on each database: a SuperAdmin opens the home one request after
 * another, as staff do; p50 and p95 of the answers, every one a 200.
 *
 * The rows are copied in SQL from the first start's own (seeding 70,000 items through the API
 * would take longer than the whole bench): on PGlite with the server stopped, as only one process
 * may open its files; on PostgreSQL beside it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { startApp } from './lib/servers.mjs';
import { benchStaff } from './lib/visitor-posts.mjs';

const ITEMS = Number(process.env.BENCH_HOME_ITEMS ?? 10_000);
const REQUESTS = 200;
const WARM_UP = 20;
export const HOME_P95_BUDGET_MS = 50;

/** Every content type's table, and whether it carries review dates. */
const TABLES = [
  { name: 'news', reviewed: true },
  { name: 'organizations', reviewed: true },
  { name: 'events', reviewed: false },
  { name: 'analysis', reviewed: false },
  { name: 'comments', reviewed: false },
  { name: 'partners', reviewed: false },
  { name: 'branches', reviewed: false },
];

/** Fills each table up to ITEMS rows, copies of its first row; `query(sql)` runs one statement. */
async function fill(query) {
  for (const { name, reviewed } of TABLES) {
    const { rows } = await query(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = '${name}' and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
    );
    const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
    const [{ n }] = (await query(`select count(*)::int as n from "${name}"`)).rows;
    if (n === 0) throw new Error(`${name} has no row to copy: the first start seeds one of each`);
    await query(
      `insert into "${name}" (${columns}) select ${columns} from (select * from "${name}" order by id limit 1) as first, generate_series(1, ${ITEMS - n})`,
    );
    // A third drafts, a quarter with no Arabic twins (the database recomputes untranslated_ar).
    await query(
      `update "${name}" set is_published = (id % 3 <> 0), translations = case when id % 4 = 0 then '{}'::jsonb else translations end`,
    );
    if (reviewed)
      await query(
        `update "${name}" set next_review_on = case when id % 10 = 0 then current_date + (id % 14 - 7)::int else null end`,
      );
    await query(`analyze "${name}"`);
  }
}

async function seedPglite(dataDir) {
  // The extensions the server loads: the search index's triggers call them.
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm, unaccent } });
  try {
    await fill((sql) => db.query(sql));
  } finally {
    await db.close();
  }
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fill((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchStaffSummary({ databases }) {
  const rows = [];
  for (const db of databases) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'authority-bench-home-'));
    // The first start makes the schema and seeds one item of each type.
    let app = await startApp({ dataDir, databaseUrl: db.url });
    if (db.url) await seedPostgres(db.url);
    else {
      await app.stop();
      await seedPglite(dataDir);
      app = await startApp({ dataDir });
    }
    try {
      const staff = await benchStaff(app);
      const times = [];
      let failed = 0;
      let body;
      for (let i = 0; i < WARM_UP + REQUESTS; i++) {
        const started = performance.now();
        const res = await fetch(`${app.url}/api/v1/admin/staff-summary`, { headers: staff });
        body = await res.json();
        const ms = performance.now() - started;
        if (res.status !== 200) failed++;
        if (i >= WARM_UP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const row = {
        database: db.name,
        itemsPerType: ITEMS,
        requests: REQUESTS,
        failed,
        p50Ms: +percentile(times, 50).toFixed(1),
        p95Ms: +percentile(times, 95).toFixed(1),
        maxMs: +times[times.length - 1].toFixed(1),
        unpublishedTotal: body?.unpublished?.total,
        reviewsDue: body?.reviews?.due,
        untranslatedTotal: body?.untranslated?.total,
      };
      console.log(
        `${db.name}: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms (max ${row.maxMs}); ${row.unpublishedTotal} unpublished, ${row.untranslatedTotal} untranslated, ${row.reviewsDue} due`,
      );
      rows.push(row);
    } finally {
      await app.stop();
    }
  }
  return { budgetP95Ms: HOME_P95_BUDGET_MS, rows };
}

export const staffSummaryVerdicts = (result) =>
  result.rows.map((row) => ({
    name: `${row.database} dashboard home counts, ${row.itemsPerType} items of each type`,
    figure: `p95 ${row.p95Ms} ms, p50 ${row.p50Ms} ms; ${row.unpublishedTotal} unpublished counted, ${row.reviewsDue} due`,
    budget: `p95 ≤ ${HOME_P95_BUDGET_MS} ms, every answer 200`,
    ok: row.p95Ms <= HOME_P95_BUDGET_MS && row.failed === 0,
  }));
