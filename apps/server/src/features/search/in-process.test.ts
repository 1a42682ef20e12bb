/**
 * The search index's copy in the process (in-process.ts, decision 048): every answer the same as
 * the database's own search gives on the same rows, at every moment of a schedule, and the copy
 * following the table by revision (only changed rows read, the old words of an edited row gone).
 */
import { MATCH_CASES } from '@authority/shared/search-cases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createEvent, createNews, createOrganization } from '../../db/factories.js';
import { news } from '../../db/schema.js';
import { createTestDatabase } from '../../test/database.js';
import { indexAboutTexts } from './about-index.js';
import { SearchCopy } from './in-process.js';
import { type SearchRequest, searchSite } from './service.js';

const DAY = 86_400_000;
const NOW = new Date('2026-12-03T10:00:00Z');
let handle: DatabaseHandle;

const EN = ['clinic', 'vaccination', 'heart', 'children', 'nursing', 'research'];
const AR = ['العيادة', 'التطعيم', 'القلب', 'الأطفال', 'التمريض', 'البحث'];
const words = (list: string[], n: number, length: number) =>
  Array.from({ length }, (_, i) => list[(n * 5 + i * 2) % list.length]).join(' ');

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  for (let n = 0; n < 40; n++) {
    await createNews(db, {
      name: `${words(EN, n, 2)} ${n}`,
      description: `${words(EN, n + 1, 6)}.`,
      createdOn: new Date(NOW.getTime() - (n % 7) * DAY),
      translations: n % 3 === 0 ? {} : { ar: { name: words(AR, n, 2), description: words(AR, n + 2, 5) } },
      // Drafts and items scheduled for tomorrow: never found now, found after their time.
      isPublished: n % 11 !== 0,
      publishAt: n % 9 === 0 ? new Date(NOW.getTime() + DAY) : null,
    });
  }
  for (let n = 0; n < 12; n++) {
    await createEvent(db, {
      eventName: `${words(EN, n + 2, 2)} day`,
      description: words(EN, n + 3, 4),
      date: new Date(NOW.getTime() + (n - 6) * 3 * DAY).toISOString().slice(0, 10),
      translations: { ar: { eventName: `يوم ${words(AR, n + 2, 2)}`, description: words(AR, n, 3) } },
    });
  }
  await createOrganization(db, {
    name: 'Heart institute',
    description: '<p>Cardiac <b>clinic</b> and research.</p>',
  });
  for (const { text } of MATCH_CASES) await createNews(db, { name: text, description: '' });
  await indexAboutTexts(db);
});
afterAll(() => handle.close());

/** Queries of one and more words (some matching no item with all of them), in both languages. */
function requests(): SearchRequest[] {
  const queries = [
    ...EN,
    ...AR,
    'clinic heart',
    'heart vaccination children',
    'clinic walrus',
    'العيادة القلب',
    'تطعيم',
    'hearts',
    'research institute',
    'day',
    'يوم',
    ...MATCH_CASES.map((c) => c.query),
  ];
  return queries.flatMap((q) =>
    (['en', 'ar'] as const).flatMap((locale) => [
      { q, locale, page: 1 },
      { q, locale, page: 2 },
      { q, locale, page: 1, type: 'events' as const },
    ]),
  );
}

describe('the copy answers as the database does', () => {
  it.each([
    ['now', NOW],
    ['after the scheduled items’ time', new Date(NOW.getTime() + 2 * DAY)],
    ['a month later, when some events have passed', new Date(NOW.getTime() + 30 * DAY)],
  ])('every query, %s', async (_when, now) => {
    const copy = new SearchCopy(handle.db);
    let found = 0;
    for (const request of requests()) {
      const expected = await searchSite({ db: handle.db }, request, now);
      expect(await searchSite({ db: handle.db, copy }, request, now), JSON.stringify(request)).toEqual(
        expected,
      );
      found += expected.total;
    }
    // The queries find things (a copy that finds nothing would not pass by agreeing with an empty SQL).
    expect(found).toBeGreaterThan(500);
    expect(copy.size).toBeGreaterThan(60);
  });

  it('leaves phrases to the database, which knows the words’ places', async () => {
    const copy = new SearchCopy(handle.db);
    await createNews(handle.db, { name: 'Patient safety week', description: 'Safety for every patient.' });
    const phrase = await searchSite(
      { db: handle.db, copy },
      { q: '"patient safety"', locale: 'en', page: 1 },
      NOW,
    );
    expect(phrase.items.map((item) => item.title)).toEqual(['Patient safety week']);
    expect(copy.rowsRead).toBe(0);
  });
});

describe('the copy follows the table', () => {
  it('reads only the rows that changed, and an edited row is found by its new words only', async () => {
    const copy = new SearchCopy(handle.db);
    const item = await createNews(handle.db, { name: 'Okapi screening', createdOn: NOW });
    const find = async (q: string) =>
      (await searchSite({ db: handle.db, copy }, { q, locale: 'en', page: 1 }, NOW)).items.map((i) => i.id);
    expect(await find('okapi')).toEqual([item.id]);
    const before = await searchSite({ db: handle.db, copy }, { q: 'screening', locale: 'en', page: 1 }, NOW);
    expect(before.items.find((found) => found.id === item.id)?.title).toBe('Okapi screening');
    const first = copy.rowsRead;
    expect(first).toBe(copy.size);

    // Nothing said: the copy keeps what it read (the content change is what marks it stale).
    await handle.db.update(news).set({ name: 'Tapir screening' }).where(eq(news.id, item.id));
    expect(await find('tapir')).toEqual([]);
    copy.markStale();
    expect(await find('tapir')).toEqual([item.id]);
    expect(await find('okapi')).toEqual([]);
    // The page shows the row as it is now, not the text kept from before the edit.
    const shown = await searchSite({ db: handle.db, copy }, { q: 'screening', locale: 'en', page: 1 }, NOW);
    expect(shown.items.find((found) => found.id === item.id)?.title).toBe('Tapir screening');
    expect(copy.rowsRead - first).toBe(1);

    // The About texts written again unchanged keep their revisions: nothing more is read.
    await indexAboutTexts(handle.db);
    copy.markStale();
    await find('tapir');
    expect(copy.rowsRead - first).toBe(1);

    await handle.db.delete(news).where(eq(news.id, item.id));
    copy.markStale();
    expect(await find('tapir')).toEqual([]);
  });

  it('answers a failed read with the error, and the next search reads again', async () => {
    const copy = new SearchCopy(handle.db);
    const request: SearchRequest = { q: 'clinic', locale: 'en', page: 1 };
    const execute = vi.spyOn(handle.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    await expect(searchSite({ db: handle.db, copy }, request, NOW)).rejects.toThrow('connection lost');
    execute.mockRestore();
    expect(await searchSite({ db: handle.db, copy }, request, NOW)).toEqual(
      await searchSite({ db: handle.db }, request, NOW),
    );
    expect(copy.size).toBeGreaterThan(60);
  });

  it('starts again from the table when edits have left many dead slots, with the same answers', async () => {
    const copy = new SearchCopy(handle.db);
    const request: SearchRequest = { q: 'clinic', locale: 'en', page: 1 };
    await searchSite({ db: handle.db, copy }, request, NOW);
    const size = copy.size;
    // Every news row rewritten: each takes a new slot, more than a quarter of them dead.
    await handle.db.update(news).set({ description: 'clinic' });
    copy.markStale();
    await searchSite({ db: handle.db, copy }, request, NOW);
    copy.markStale();
    const before = copy.rowsRead;
    expect(await searchSite({ db: handle.db, copy }, request, NOW)).toEqual(
      await searchSite({ db: handle.db }, request, NOW),
    );
    // The dead slots went: the whole table was read again.
    expect(copy.rowsRead - before).toBe(size);
  });
});
