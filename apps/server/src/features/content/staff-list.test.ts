/**
 * Lists that scale (decision 019): the staff read pages, sorts and searches on the
 * server. 10,000 news items are seeded in one statement; each request must answer correctly and
 * within a bound, on PGlite and on PostgreSQL (the numbers are printed for the record).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { usingPostgres } from '../../test/database.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

const API = '/api/v1/admin';
const ITEMS = 10_000;
/** Each request's bound: generous for a loaded CI machine, far under what a person notices. */
const BOUND_MS = 300;
const clock = manualClock('2026-11-20T10:00:00Z');
let app: FastifyInstance;
let db: Database;
let token: string;
const timings: [string, number][] = [];

beforeAll(async () => {
  const t = await createTestApp({ clock: clock.now });
  app = t.app;
  db = t.db;
  token = await signIn(t, await createStaff(t, { role: 'Admin' }));
  // Item 00001 … Item 10000; every 10th a draft, every 7th scheduled for tomorrow, every 3rd
  // translated; each a minute older than the one before.
  await db.execute(sql`
    insert into news (name, description, created_on, translations, is_published, publish_at)
    select
      'Item ' || lpad(g::text, 5, '0'),
      'About item ' || g,
      timestamptz '2026-11-01T00:00:00Z' - g * interval '1 minute',
      case when g % 3 = 0 then jsonb_build_object('ar', jsonb_build_object('name', 'خبر ' || lpad(g::text, 5, '0'), 'description', 'عن الخبر')) else '{}'::jsonb end,
      g % 10 <> 0,
      case when g % 7 = 0 then timestamptz '2026-11-21T10:00:00Z' else null end
    from generate_series(1, ${ITEMS}) as g`);
  await db.execute(sql`
    insert into news (name, description, created_on) values
      ('100% attendance at the open day', '', timestamptz '2020-01-01T00:00:00Z'),
      ('snake_case ward names', '', timestamptz '2020-01-01T00:00:00Z')`);
  await db.execute(sql`analyze news`);
});
afterAll(() => {
  console.info(
    `staff list over ${ITEMS + 2} news items (${usingPostgres() ? 'PostgreSQL' : 'PGlite'}), ms per request:\n${timings
      .map(([query, ms]) => `  ${ms.toFixed(1).padStart(6)}  ${query}`)
      .join('\n')}`,
  );
  return app.close();
});

interface Page {
  items: { id: number; name: string; isPublished: boolean; publishAt: string | null }[];
  total: number;
  page: number;
  pageSize: number;
}

/** The staff list with `query`, timed; fails past the bound. */
async function list(query: string, status = 200): Promise<Page> {
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `${API}/staff-content/news${query ? `?${query}` : ''}`,
    headers: bearer(token),
  });
  const ms = performance.now() - started;
  timings.push([query || '(defaults)', ms]);
  expect(res.statusCode, res.body).toBe(status);
  if (status === 200) {
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ms).toBeLessThan(BOUND_MS);
  }
  return res.json();
}
const names = (page: Page) => page.items.map((item) => item.name);

describe('the staff list of 10,000 items', () => {
  it('answers a page, the total, in the usual order (newest first) by default', async () => {
    const first = await list('');
    expect(first.total).toBe(ITEMS + 2);
    expect(first).toMatchObject({ page: 1, pageSize: 25 });
    expect(names(first).slice(0, 3)).toEqual(['Item 00001', 'Item 00002', 'Item 00003']);
    expect(first.items).toHaveLength(25);
    const last = await list('page=401');
    // The two older items share a date: the id breaks the tie, newest first as the dates go.
    expect(names(last)).toEqual(['snake_case ward names', '100% attendance at the open day']);
    expect(await list('page=402')).toMatchObject({ items: [], total: ITEMS + 2 });
  });

  it('sorts by a whitelisted field, either way, pages never repeating a row', async () => {
    const ascending = await list('sort=name&direction=asc&pageSize=200');
    expect(names(ascending).slice(0, 3)).toEqual([
      '100% attendance at the open day',
      'Item 00001',
      'Item 00002',
    ]);
    const second = await list('sort=name&direction=asc&pageSize=200&page=2');
    expect(names(second)[0]).toBe('Item 00200');
    expect(new Set([...names(ascending), ...names(second)]).size).toBe(400);
    const descending = await list('sort=name&direction=desc');
    expect(names(descending).slice(0, 2)).toEqual(['snake_case ward names', 'Item 10000']);
    const byDate = await list('sort=createdOn&direction=asc');
    expect(names(byDate).slice(0, 3)).toEqual([
      expect.stringMatching(/^(100%|snake_case)/),
      expect.stringMatching(/^(100%|snake_case)/),
      'Item 10000',
    ]);
    const drafts = await list('sort=publication&direction=asc');
    expect(drafts.items.every((item) => !item.isPublished)).toBe(true);
  });

  it('searches names in English and Arabic, any letter case, % and _ taken literally', async () => {
    const found = await list('q=iTEM%200042');
    // Item 00420 … Item 00429.
    expect(found.total).toBe(10);
    expect(names(found)).toContain('Item 00420');
    const arabic = await list(`q=${encodeURIComponent('خبر 0004')}`);
    // Items 00040–00049 whose number is a multiple of 3: 42, 45, 48.
    expect(arabic.total).toBe(3);
    expect(names(arabic).sort()).toEqual(['Item 00042', 'Item 00045', 'Item 00048']);
    expect(names(await list('q=%25'))).toEqual(['100% attendance at the open day']);
    expect(names(await list('q=_'))).toEqual(['snake_case ward names']);
    expect((await list('q=no%20such%20thing')).total).toBe(0);
  });

  it('filters by state for visitors, and by what is left to translate', async () => {
    expect((await list('show=draft')).total).toBe(1000);
    // Every 7th is scheduled, but drafts among them (every 70th) are drafts first.
    const scheduled = await list('show=scheduled');
    expect(scheduled.total).toBe(Math.floor(ITEMS / 7) - Math.floor(ITEMS / 70));
    expect(scheduled.items.every((item) => item.isPublished && item.publishAt !== null)).toBe(true);
    const published = await list('show=published');
    expect(published.total).toBe(ITEMS + 2 - 1000 - scheduled.total);
    const untranslated = await list('untranslated=ar');
    expect(untranslated.total).toBe(ITEMS + 2 - Math.floor(ITEMS / 3));
    const combined = await list('show=draft&q=Item%20000&sort=name&direction=desc');
    expect(names(combined)).toEqual([
      'Item 00090',
      'Item 00080',
      'Item 00070',
      'Item 00060',
      'Item 00050',
      'Item 00040',
      'Item 00030',
      'Item 00020',
      'Item 00010',
    ]);
  });

  it('refuses what it does not take: a field not on the list, a page size past the bound, page 0', async () => {
    for (const query of [
      'sort=description',
      'sort=translations',
      'pageSize=201',
      'page=0',
      'direction=up',
      'show=deleted',
      'untranslated=en',
    ]) {
      const res = await list(query, 400);
      expect(res).toMatchObject({ message: expect.any(String) });
    }
    expect((await list('pageSize=200')).items).toHaveLength(200);
  });

  it('is for staff only', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/staff-content/news?page=2` });
    expect(res.statusCode).toBe(401);
  });
});
