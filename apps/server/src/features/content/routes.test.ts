import { brotliDecompressSync } from 'node:zlib';
import {
  analysisSchema,
  branchSchema,
  commentSchema,
  eventSchema,
  newsItemSchema,
  organizationSchema,
  partnerSchema,
} from '@authority/shared/content';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createAnalysis,
  createBranch,
  createComment,
  createEvent,
  createNews,
  createOrganization,
  createPartner,
} from '../../db/factories.js';
import { news } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
const base = '/api/v1/admin';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${base}${url}`, headers });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  await createOrganization(db, { name: 'Second', priority: 2 });
  await createOrganization(db, { name: 'First', priority: 1 });
  // News: isNews flags and dates chosen to test the filter, the order and paging.
  for (let i = 1; i <= 10; i++) {
    await createNews(db, { name: `News ${i}`, createdOn: daysAgo(i), isNews: true, isBanner: i <= 2 });
  }
  await createNews(db, { name: 'Announcement only', createdOn: daysAgo(0.5), isNews: false });
  await createNews(db, {
    name: 'Future news',
    createdOn: new Date(Date.now() + 5 * 86_400_000),
    isNews: true,
  });
  await createAnalysis(db, { title: 'Third', priority: 3, number: 97 });
  await createAnalysis(db, { title: 'First', priority: 1, number: 1_200_000_000 });
  await createAnalysis(db, { title: 'Second', priority: 2, number: 12_400 });
  await createComment(db, { name: 'A comment' });
  await createPartner(db, { name: 'Partner without logo', imageUrl: null });
  await createEvent(db, { eventName: 'Older event', isActive: false });
  await createEvent(db, { eventName: 'Newer event', isActive: true, imagePath: null });
  await createBranch(db, { name: 'Branch B', priority: 2 });
  await createBranch(db, { name: 'Branch A', priority: 1 });
});
afterAll(() => t.close());

describe.each([
  ['/originizations', organizationSchema],
  ['/news', newsItemSchema],
  ['/analysis', analysisSchema],
  ['/comments', commentSchema],
  ['/AdminPartner', partnerSchema],
  ['/events/all', eventSchema],
  ['/Events/all', eventSchema],
  ['/branches', branchSchema],
])('GET %s', (url, schema) => {
  it('answers the shared shape with exactly its fields, in camelCase', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    for (const item of body) {
      expect(z.strictObject(schema.shape).safeParse(item).success).toBe(true);
    }
  });

  it('carries an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await get(url, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });
});

describe('order', () => {
  it('lists institutions and branches by priority', async () => {
    expect((await get('/originizations')).json().map((o: { name: string }) => o.name)).toEqual([
      'First',
      'Second',
    ]);
    expect((await get('/branches')).json().map((b: { name: string }) => b.name)).toEqual([
      'Branch A',
      'Branch B',
    ]);
  });

  it('lists achievements by priority', async () => {
    expect((await get('/analysis')).json().map((a: { title: string }) => a.title)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
  });

  it('lists events by id ascending (the client reverses them)', async () => {
    const ids = (await get('/events/all')).json().map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('lists all news, newest first, including items not flagged isNews', async () => {
    const body = (await get('/news')).json() as { name: string; createdOn: string }[];
    expect(body).toHaveLength(12);
    expect(body[0]?.name).toBe('Future news');
    expect(body[1]?.name).toBe('Announcement only');
    const dates = body.map((n) => Date.parse(n.createdOn));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('GET /news/{page}', () => {
  it('pages only isNews items, 8 a page, newest first', async () => {
    const page1 = (await get('/news/1')).json() as { name: string; isNews: boolean }[];
    const page2 = (await get('/news/2')).json() as { name: string; isNews: boolean }[];
    expect(page1).toHaveLength(8);
    expect(page2).toHaveLength(3);
    expect([...page1, ...page2].every((n) => n.isNews)).toBe(true);
    expect(page1.map((n) => n.name)).toEqual([
      'Future news',
      ...[1, 2, 3, 4, 5, 6, 7].map((i) => `News ${i}`),
    ]);
    expect(page2.map((n) => n.name)).toEqual(['News 8', 'News 9', 'News 10']);
    expect((await get('/news/3')).json()).toEqual([]);
  });

  it('answers a page past the last with an empty list and its ETag, keeping and remembering nothing', async () => {
    await get('/news/1');
    const kept = t.app.delivery.store.size;
    for (const page of ['3', '4', '999999999']) {
      const res = await get(`/news/${page}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(t.app.delivery.store.find(`${base}/news/${page}`, undefined)).toBeUndefined();
      const again = await get(`/news/${page}`, { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
    expect(t.app.delivery.store.size).toBe(kept);
  });

  it('counts the pages again when content changes', async () => {
    const added = await Promise.all(Array.from({ length: 6 }, () => createNews(t.db, { isNews: true })));
    expect((await get('/news/3')).json()).toEqual([]);
    await t.app.contentChanged();
    expect((await get('/news/3')).json()).toHaveLength(1);
    await t.db.delete(news).where(
      inArray(
        news.id,
        added.map((row) => row.id),
      ),
    );
    await t.app.contentChanged();
    expect((await get('/news/3')).json()).toEqual([]);
  });

  it('answers a page number that cannot exist (over 9 digits) 404, keeping nothing', async () => {
    const kept = t.app.delivery.store.size;
    expect((await get('/news/99999999999')).statusCode).toBe(404);
    expect((await get(`/news/${'7'.repeat(90)}`)).statusCode).toBe(404);
    expect(t.app.delivery.store.size).toBe(kept);
  });

  it.each(['0', '-1', '1.5', 'abc', '01'])('refuses page %s with 400', async (page) => {
    const res = await get(`/news/${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { page: [expect.any(String)] } });
  });
});

describe('one item', () => {
  it('GET /news/id/{id} answers the item', async () => {
    const [row] = await t.db.select().from(news).where(eq(news.name, 'News 3'));
    const res = await get(`/news/id/${row?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: row?.id,
      name: 'News 3',
      description: row?.description,
      imageUrl: row?.imageUrl,
      link: row?.link,
      createdOn: row?.createdOn.toISOString(),
      isBanner: false,
      isNews: true,
      // The image's words (decision 019): none written, not decorative.
      imageAlt: '',
      imageDecorative: false,
      // Its review (docs/content-review.md): none set.
      reviewedOn: null,
      nextReviewOn: null,
      reviewerName: null,
    });
    expect(res.headers.etag).toBeDefined();
  });

  it('GET /Events/{id} answers the event, with either spelling of the path', async () => {
    const all = (await get('/events/all')).json() as { id: number; eventName: string }[];
    const newer = all.find((e) => e.eventName === 'Newer event');
    const res = await get(`/Events/${newer?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: newer?.id,
      eventName: 'Newer event',
      isActive: true,
      imagePath: null,
    });
    expect((await get(`/events/${newer?.id}`)).json()).toEqual(res.json());
  });

  it.each(['/news/id/999999', '/Events/999999'])(
    'GET %s of an unknown id answers 404 Not found.',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    },
  );

  it.each([
    '/news/id/1000000000',
    '/news/id/9999999999',
    '/Events/1000000000',
    '/events/9999999999',
    '/news/1000000000',
    '/news/9999999999',
  ])('GET %s, an id or page that cannot exist (10 digits), answers 404 and keeps nothing', async (url) => {
    const kept = t.app.delivery.store.size;
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
    expect(t.app.delivery.store.size).toBe(kept);
    expect(t.app.delivery.store.find(`${base}${url}`, undefined)).toBeUndefined();
  });

  it.each(['/news/id/999999', '/Events/999999'])('GET %s of an unknown id keeps nothing', async (url) => {
    const kept = t.app.delivery.store.size;
    expect((await get(url)).statusCode).toBe(404);
    expect(t.app.delivery.store.size).toBe(kept);
    expect(t.app.delivery.store.find(`${base}${url}`, undefined)).toBeUndefined();
  });

  it.each(['/news/id/12345678901', '/events/99999999999'])(
    'GET %s of an id that cannot exist is a 404',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );

  it.each(['/news/id/abc', '/Events/1.5', '/events/-3'])('GET %s answers 400', async (url) => {
    expect((await get(url)).statusCode).toBe(400);
  });
});

describe('the cache', () => {
  it('serves the stored answer until content changes, then the new one with a new ETag', async () => {
    const before = await get('/comments');
    await createComment(t.db, { name: 'Added behind the cache' });
    const stale = await get('/comments');
    expect(stale.body).toBe(before.body);

    await t.app.contentChanged();
    const fresh = await get('/comments');
    expect(fresh.json().map((c: { name: string }) => c.name)).toContain('Added behind the cache');
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
    const conditional = await get('/comments', { 'if-none-match': before.headers.etag as string });
    expect(conditional.statusCode).toBe(200);
  });

  it('compresses an answer given before its route as it would any other', async () => {
    const plain = await get('/news');
    const load = vi.spyOn(t.app.delivery.store, 'load');
    try {
      const res = await get('/news', { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
      expect(load).not.toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });

  it('remembers an answer by its path: query strings, which no read reads, do not add answers', async () => {
    await t.app.contentChanged();
    const first = await get('/comments?x=1');
    const kept = t.app.delivery.store.size;
    for (let i = 2; i <= 50; i++) expect((await get(`/comments?x=${i}`)).body).toBe(first.body);
    expect(t.app.delivery.store.size).toBe(kept);
    expect(t.app.delivery.store.find(`${base}/comments`, undefined)?.bytes.toString()).toBe(first.body);
    // `x` is no parameter of the read: every value is the one kept answer of the path.
    expect(t.app.delivery.store.find(`${base}/comments?x=50`, undefined)).toBe(
      t.app.delivery.store.find(`${base}/comments`, undefined),
    );
    const early = await get('/comments', { 'if-none-match': first.headers.etag as string });
    expect(early.statusCode).toBe(304);
    // A query string gets the remembered answer before routing too.
    const load = vi.spyOn(t.app.delivery.store, 'load');
    try {
      const withQuery = await get('/comments?x=51', { 'if-none-match': first.headers.etag as string });
      expect(withQuery.statusCode).toBe(304);
      expect(load).not.toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });

  it('answers an answered URL again before its route runs, with every header', async () => {
    await t.app.contentChanged();
    const first = await get('/branches');
    const etag = first.headers.etag as string;
    const load = vi.spyOn(t.app.delivery.store, 'load');
    try {
      const again = await get('/branches', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, no-cache');
      expect(again.headers.vary).toBe('Accept-Encoding');
      // The rest the client keeps from the 200 it stored (RFC 9110 §15.4.5).
      expect(again.headers['content-security-policy']).toBeUndefined();
      expect(again.headers['content-language']).toBeUndefined();
      expect(first.headers['content-security-policy']).toContain("default-src 'none'");
      expect(load).not.toHaveBeenCalled();

      // A stale tag, or none, gets the whole answer, still without the route.
      const full = await get('/branches', { 'if-none-match': '"old"' });
      expect(full.statusCode).toBe(200);
      expect(full.body).toBe(first.body);
      expect(full.headers['content-type']).toMatch(/^application\/json/);
      expect(load).not.toHaveBeenCalled();

      // Another letter case or a trailing slash is the same answer, as the router matches them.
      expect((await get('/Branches', { 'if-none-match': etag })).statusCode).toBe(304);
      expect((await get('/Branches/')).statusCode).toBe(200);
      expect(load).not.toHaveBeenCalled();

      // After a change, the remembered answer is gone: the route runs and answers anew.
      await createBranch(t.db, { name: 'Branch C', priority: 3 });
      await t.app.contentChanged();
      const changed = await get('/branches', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().map((b: { name: string }) => b.name)).toContain('Branch C');
    } finally {
      load.mockRestore();
    }
  });
});
