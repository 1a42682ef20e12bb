/**
 * `GET /api/v1/admin/search`: the table's match cases through the index and the query, what is
 * never found (drafts, scheduled, deleted), the ranking, phrases and partial matches, 'Did you
 * mean', the kept answers' keys, and the daily counts. On PGlite, or PostgreSQL with
 * TEST_DATABASE_URL (the fleet case only there).
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, constants } from 'node:zlib';
import { MATCH_CASES } from '@authority/shared/search-cases';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent, createNews, createOrganization } from '../../db/factories.js';
import { news, searchIndex, searchQueryDays, siteSettings } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { usingPostgres } from '../../test/database.js';
import { startFleet } from '../../test/fleet.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';
import { runRetention } from '../privacy/index.js';
import { indexAboutTexts } from './about-index.js';

let t: TestApp;
let log = '';
const DAY = 86_400_000;

const search = async (query: string, app: FastifyInstance = t.app) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/admin/search?${query}` });
  return { status: res.statusCode, body: res.json() };
};
const titles = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    log += chunk;
  });
  t = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(() => t.close());

describe('the table of match cases, through the index and the query', () => {
  it.each(MATCH_CASES)('$query finds $text: $match', async ({ query, text, match }) => {
    const item = await createNews(t.db, { name: text, description: '' });
    await t.app.contentChanged();
    const { status, body } = await search(`q=${encodeURIComponent(query)}&type=news`);
    expect(status).toBe(200);
    const ids = body.items.map((found: { id: number }) => found.id);
    expect(ids.includes(item.id)).toBe(match);
    await t.db.delete(news).where(eq(news.id, item.id));
    await t.app.contentChanged();
  });
});

describe('what is found', () => {
  it('finds only what visitors see: never a draft, a scheduled item or a deleted one', async () => {
    const now = Date.now();
    await createNews(t.db, { name: 'Quokka clinic published' });
    await createNews(t.db, { name: 'Quokka clinic draft', isPublished: false });
    await createNews(t.db, { name: 'Quokka clinic scheduled', publishAt: new Date(now + DAY) });
    const gone = await createNews(t.db, { name: 'Quokka clinic deleted' });
    await t.db.delete(news).where(eq(news.id, gone.id));
    await t.app.contentChanged();
    const { body } = await search('q=quokka');
    expect(titles(body)).toEqual(['Quokka clinic published']);
    expect(body.total).toBe(1);
    // The index holds the draft and the scheduled item, never the deleted one.
    const rows = await t.db.select({ title: searchIndex.titleEn }).from(searchIndex);
    expect(rows.map((row) => row.title).filter((title) => title.startsWith('Quokka'))).toHaveLength(3);
  });

  it('finds an item in both its languages, the page language first, and links its page in that language', async () => {
    const item = await createNews(t.db, {
      name: 'Numbat vaccination day',
      description: 'Bring the children.',
      translations: { ar: { name: 'يوم تطعيم النمبات', description: 'أحضروا الأطفال.' } },
    });
    await t.app.contentChanged();
    const english = await search('q=%D8%A7%D9%84%D8%AA%D8%B7%D8%B9%D9%8A%D9%85');
    expect(english.body.items[0]).toMatchObject({
      id: item.id,
      type: 'news',
      title: 'Numbat vaccination day',
      language: 'en',
      url: `/showNews/${item.id}`,
    });
    const arabic = await search('q=numbat&lang=ar');
    expect(arabic.body.items[0]).toMatchObject({
      title: 'يوم تطعيم النمبات',
      language: 'ar',
      url: `/ar/showNews/${item.id}`,
      titleMarks: [],
    });
    const marked = (await search('q=vaccines')).body.items[0];
    expect(marked.title.slice(marked.titleMarks[0][0], marked.titleMarks[0][1])).toBe('vaccination');
  });

  it('ranks a title match above a body match, newer news first among equals, upcoming events above past ones', async () => {
    const now = Date.now();
    await createNews(t.db, {
      name: 'Body only',
      description: 'About the wombat ward.',
      createdOn: new Date(now),
    });
    await createNews(t.db, { name: 'Older wombat ward', createdOn: new Date(now - 3 * DAY) });
    await createNews(t.db, { name: 'Newer wombat ward', createdOn: new Date(now - DAY) });
    const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
    await createEvent(t.db, { eventName: 'Past wombat ward open day', date: day(-30) });
    await createEvent(t.db, { eventName: 'Coming wombat ward open day', date: day(10) });
    await t.app.contentChanged();
    const { body } = await search('q=wombat%20ward');
    expect(titles(body)).toEqual([
      'Coming wombat ward open day',
      'Newer wombat ward',
      'Older wombat ward',
      'Past wombat ward open day',
      'Body only',
    ]);
    expect(body.items[0]).toMatchObject({
      type: 'events',
      date: day(10),
      url: expect.stringMatching(/^\/event-details\/\d+$/),
    });
  });

  it('matches a quoted phrase as a phrase, and shows partial matches, marked, when nothing has every word', async () => {
    await createNews(t.db, { name: 'Patient safety week', description: '' });
    await createNews(t.db, { name: 'Safety of every patient', description: '' });
    await t.app.contentChanged();
    expect(titles((await search('q=%22patient%20safety%22&type=news')).body)).toEqual([
      'Patient safety week',
    ]);
    expect(titles((await search('q=patient%20safety&type=news')).body).sort()).toEqual([
      'Patient safety week',
      'Safety of every patient',
    ]);
    const partial = (await search('q=patient%20platypus')).body;
    expect(partial.items.length).toBeGreaterThan(0);
    expect(partial.items.every((item: { partial: boolean }) => item.partial)).toBe(true);
  });

  it('pages by ten, and its snippet is plain text around the match', async () => {
    for (let i = 0; i < 12; i++) {
      await createNews(t.db, {
        name: `Echidna bulletin ${i}`,
        createdOn: new Date(Date.now() - i * DAY),
        description: `${'Words before the match. '.repeat(12)}The <b>echidna</b> clinic opens. ${'After. '.repeat(30)}`,
      });
    }
    await t.app.contentChanged();
    const first = (await search('q=echidna')).body;
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10, suggestion: null });
    expect(first.items).toHaveLength(10);
    const second = (await search('q=echidna&page=2')).body;
    expect(titles(second)).toEqual(['Echidna bulletin 10', 'Echidna bulletin 11']);
    const { snippet, snippetMarks } = first.items[0];
    expect(snippet.length).toBeLessThan(220);
    expect(snippet).toContain('The <b>echidna</b> clinic');
    expect(snippetMarks.map(([s, e]: [number, number]) => snippet.slice(s, e))).toContain('echidna');
  });

  it('offers a spelling from the site’s own words when nothing is found, only one that finds a public item', async () => {
    await createOrganization(t.db, { name: 'King Faisal Specialist Hospital', description: '' });
    await createNews(t.db, { name: 'Cardiology unveiled', isPublished: false });
    await t.app.contentChanged();
    const { body } = await search('q=specialst');
    expect(body).toMatchObject({ items: [], total: 0, suggestion: 'specialist' });
    // A draft's word is never offered.
    expect((await search('q=cardiolgy')).body.suggestion).toBeNull();
    const arabic = await createNews(t.db, {
      name: 'Hospital news',
      translations: { ar: { name: 'إدارة المستشفى الجديدة' } },
    });
    await t.app.contentChanged();
    expect((await search('q=%D8%A7%D9%84%D8%AC%D8%AF%D9%8A%D8%AF%D9%87%D9%87&lang=ar')).body).toMatchObject({
      total: 0,
      suggestion: 'الجديدة',
    });
    expect(arabic.id).toBeGreaterThan(0);
  });
});

describe('the About texts', () => {
  it('are found in both languages, and follow an editor’s text', async () => {
    const english = (await search('q=compassion')).body.items[0];
    expect(english).toMatchObject({ type: 'about', title: 'Our Values', url: '/#about', date: null });
    const arabic = (await search(`q=${encodeURIComponent('رسالتنا')}&lang=ar`)).body.items[0];
    expect(arabic).toMatchObject({ type: 'about', title: 'رسالتنا', url: '/ar#about', language: 'ar' });
    const about = {
      welcome: null,
      mission: 'We run the capybara clinic.',
      vision: null,
      values: null,
      history: null,
    };
    await t.db
      .insert(siteSettings)
      .values({ id: 1, value: { about } })
      .onConflictDoUpdate({ target: siteSettings.id, set: { value: { about } } });
    await indexAboutTexts(t.db);
    await t.app.contentChanged();
    expect((await search('q=capybara')).body.items[0]).toMatchObject({ type: 'about', title: 'Our Mission' });
  });
});

describe('what is refused', () => {
  it.each([
    ['no q', ''],
    ['an empty q', 'q=%20%20'],
    ['a q of 201 characters', `q=${'a'.repeat(201)}`],
    ['an unknown type', 'q=flu&type=secrets'],
    ['page 0', 'q=flu&page=0'],
  ])('%s: 400 with the field named', async (_name, query) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
  });

  it('takes 200 characters', async () => {
    expect((await search(`q=${'a'.repeat(200)}`)).status).toBe(200);
  });
});

describe('kept answers and privacy', () => {
  it('never serves one query another query’s answer, alternating under 50 concurrent connections', async () => {
    await createNews(t.db, { name: 'Alpha kangaroo care' });
    await createNews(t.db, { name: 'Beta koala care' });
    await t.app.contentChanged();
    const server = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(server).toContain('127.0.0.1');
    const urls = ['/api/v1/admin/search?q=kangaroo', '/api/v1/admin/search?q=koala'];
    const get = (url: string) =>
      new Promise<string>((resolve, reject) => {
        httpRequest(`http://127.0.0.1:${port}${url}`, { agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve(body));
        })
          .on('error', reject)
          .end();
      });
    const expected = await Promise.all(urls.map(get));
    expect(JSON.parse(expected[0] as string).items[0].title).toBe('Alpha kangaroo care');
    expect(JSON.parse(expected[1] as string).items[0].title).toBe('Beta koala care');
    for (let round = 0; round < 6; round++) {
      const asked = Array.from({ length: 50 }, (_, i) => i % 2);
      const bodies = await Promise.all(asked.map((which) => get(urls[which] as string)));
      bodies.forEach((body, i) => {
        expect(body).toBe(expected[asked[i] as number]);
      });
    }
  });

  it('leaves q out of the access log', async () => {
    await search('q=my%20private%20diagnosis');
    expect(log).toContain('"url":"/api/v1/admin/search?q=[redacted]"');
    expect(log).not.toContain('diagnosis');
  });

  it('counts queries by the day only, what found nothing apart, and keeps the counts 90 days', async () => {
    await t.app.searchTally.flush(t.db, t.app.now());
    await t.db.delete(searchQueryDays);
    await createNews(t.db, { name: 'Bilby ward' });
    await t.app.contentChanged();
    for (let i = 0; i < 3; i++) await search('q=Bilby');
    await search('q=bilby&page=2');
    await search('q=bandicoot');
    await t.app.searchTally.flush(t.db, t.app.now());
    const rows = await t.db.select().from(searchQueryDays).orderBy(searchQueryDays.query);
    const today = t.app.now().toISOString().slice(0, 10);
    expect(rows).toEqual([
      { day: today, query: 'bandicoot', spelling: 'bandicoot', asked: 1, unanswered: 1 },
      { day: today, query: 'bilby', spelling: 'bilby', asked: 3, unanswered: 0 },
    ]);
    const old = new Date(Date.now() - 91 * DAY).toISOString().slice(0, 10);
    await t.db
      .insert(searchQueryDays)
      .values({ day: old, query: 'old', spelling: 'old', asked: 9, unanswered: 0 });
    await runRetention(t.app);
    const left = await t.db.select({ query: searchQueryDays.query }).from(searchQueryDays);
    expect(left.map((row) => row.query).sort()).toEqual(['bandicoot', 'bilby']);
  });
});

describe('what staff see of the searches', () => {
  it('lists a query only once asked on 3 days or 5 times, with no more than its counts, to staff only', async () => {
    await t.db.delete(searchQueryDays);
    const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);
    const row = (ago: number, query: string, asked: number, unanswered = 0) => ({
      day: day(ago),
      query,
      spelling: query,
      asked,
      unanswered,
    });
    await t.db.insert(searchQueryDays).values([
      // Three days: listed.
      row(1, 'flu', 1),
      row(2, 'flu', 1),
      row(3, 'flu', 2),
      // Five times on one day: listed, and found nothing each time.
      row(1, 'walrus', 5, 5),
      // Four times on two days: not yet.
      row(1, 'rare question', 2, 2),
      row(2, 'rare question', 2, 2),
      // Older than 90 days: not counted.
      row(95, 'old news', 9, 9),
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/staff-search-queries' })).statusCode,
    ).toBe(401);
    const staff = await createStaff(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/staff-search-queries',
      headers: bearer(await signIn(t, staff)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      top: [
        { query: 'walrus', count: 5, days: 1 },
        { query: 'flu', count: 4, days: 3 },
      ],
      unanswered: [{ query: 'walrus', count: 5, days: 1 }],
      keptDays: 90,
    });
  });
});

describe('the answers as sent', () => {
  it('compresses each query’s answer at a quick setting: most are asked once', async () => {
    // Enough results that the answer is worth compressing.
    for (let n = 0; n < 8; n++)
      await createNews(t.db, {
        name: `Axolotl hydration clinic ${n}`,
        description: 'Axolotl care. '.repeat(20),
      });
    await t.app.contentChanged();
    const url = '/api/v1/admin/search?q=axolotl';
    const plain = await t.app.inject({ method: 'GET', url });
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const quick = brotliCompressSync(plain.rawPayload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.rawPayload.byteLength,
      },
    });
    expect(res.rawPayload).toEqual(quick);
  });
});

describe.runIf(usingPostgres())('across processes (PostgreSQL)', () => {
  // With the index's copy in each process (as shipped) and without it, whatever the run's setting.
  it.each(['on', 'off'])(
    'a deletion disappears from the other process’s search within a second (DELIVERY_TUNING=%s)',
    async (tuning) => {
      const fleet = await startFleet(2, { DELIVERY_TUNING: tuning });
      expect(fleet.apps.every((app) => (app.searchCopy !== undefined) === (tuning === 'on'))).toBe(true);
      try {
        const [saver, other] = fleet.apps as [FastifyInstance, FastifyInstance];
        const item = await createNews(fleet.first.db, { name: 'Dugong outreach' });
        await saver.contentChanged();
        await vi.waitFor(
          async () => expect(titles((await search('q=dugong', other)).body)).toEqual(['Dugong outreach']),
          {
            timeout: 5_000,
            interval: 20,
          },
        );
        await fleet.first.db.delete(news).where(eq(news.id, item.id));
        const deleted = Date.now();
        await saver.contentChanged();
        await vi.waitFor(async () => expect((await search('q=dugong', other)).body.total).toBe(0), {
          timeout: 5_000,
          interval: 20,
        });
        expect(Date.now() - deleted).toBeLessThan(1_000);
      } finally {
        await fleet.close();
      }
    },
  );
});
