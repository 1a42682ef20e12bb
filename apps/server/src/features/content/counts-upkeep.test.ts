/**
 * The dashboard home's counts read each type's counts index, not its rows: with many wide items
 * and the visibility maps kept (the upkeep on PGlite, autovacuum on PostgreSQL), the plan of a
 * type's counts is an index-only scan on that index.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createNews } from '../../db/factories.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { usingPostgres } from '../../test/database.js';
import { vacuumContentTables } from './counts-upkeep.js';
import { countsQuery } from './queries.js';
import { CONTENT_RESOURCES } from './resources.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createNews(t.db);
  // Wide rows, as real news with their texts are: a scan of the table would read every page.
  await t.db.execute(sql`
    insert into news (name, description, created_on, is_banner, is_news, translations, is_published)
    select name || ' ' || n, repeat('A paragraph of the news item. ', 60), created_on, false, true,
      case when n % 4 = 0 then '{}'::jsonb
        else '{"ar": {"name": "خبر", "description": "نص الخبر", "imageAlt": "صورة"}}'::jsonb end, n % 3 <> 0
    from (select * from news order by id limit 1) as first, generate_series(1, 1500) as n`);
});
afterAll(() => t.close());

const plan = async (query: ReturnType<typeof countsQuery>) => {
  // Both drivers answer `{ rows }`; the handle's type is their union.
  const { rows } = (await t.db.execute(sql`explain ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return rows.map((row) => row['QUERY PLAN']).join('\n');
};

const news = (() => {
  const resource = CONTENT_RESOURCES.find((r) => r.key === 'news');
  if (!resource) throw new Error('news is a content type');
  return resource;
})();

it('counts the news by an index-only scan of their counts index once the upkeep has run', async () => {
  if (usingPostgres()) await vacuumContentTables(t.db);
  else await t.app.countsUpkeep.run();
  expect(await plan(countsQuery(t.db, news, 'ar', new Date()))).toMatch(
    /Index Only Scan using news_counts_idx/,
  );
  const [counts] = await countsQuery(t.db, news, 'ar', new Date());
  // A third drafts; a quarter with no Arabic, and the factory's item, which has none either.
  expect(counts).toEqual({ hidden: 500, missing: 376 });
});

it.skipIf(usingPostgres())('on PGlite the upkeep is what keeps the plan off the rows', async () => {
  await t.db.execute(sql`update news set is_banner = is_banner`);
  // Every page rewritten: until the next pass the map marks none all-visible.
  expect(await plan(countsQuery(t.db, news, 'ar', new Date()))).not.toMatch(/Index Only Scan/);
  await t.app.countsUpkeep.run();
  expect(await plan(countsQuery(t.db, news, 'ar', new Date()))).toMatch(
    /Index Only Scan using news_counts_idx/,
  );
});
