/**
 * Drafts and scheduled publishing: drafts are hidden from every public read, page head,
 * the sitemap and the feeds, and shown to staff; a scheduled item appears by itself when the
 * publication timer fires (a manual clock and fake timers, no sleeps).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { news } from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

const API = '/api/v1/admin';
const clock = manualClock('2026-11-20T10:00:00Z');
let app: FastifyInstance;
let db: Database;
let token: string;

beforeAll(async () => {
  const t = await createTestApp({
    clock: clock.now,
    indexHtml:
      '<!doctype html><html lang="en"><head><title>Built</title></head><body><div id="root"></div></body></html>',
  });
  app = t.app;
  db = t.db;
  token = await signIn(t, await createStaff(t, { role: 'Admin' }));
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const get = (url: string) => app.inject({ method: 'GET', url });
const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const ids = (body: unknown) => (body as { id: number }[]).map((row) => row.id);

const newsBody = (name: string, extra: object = {}) => ({
  name,
  description: `About ${name}`,
  createdOn: '2026-11-01T09:00:00Z',
  isNews: true,
  ...extra,
});

describe('drafts', () => {
  let draftId: number;

  it('a write without isPublished publishes at once, as SPEC payloads always did', async () => {
    const res = await staff('POST', '/news', newsBody('Published by default'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isPublished: true, publishAt: null });
    expect(ids((await get(`${API}/news`)).json())).toContain(res.json().id);
  });

  it('a draft is stored, answered to staff, and hidden from every public read, page, sitemap and feed', async () => {
    const res = await staff('POST', '/news', newsBody('Draft: new wing', { isPublished: false }));
    expect(res.statusCode).toBe(201);
    draftId = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Draft: new wing', isPublished: false, publishAt: null });
    const [stored] = await db.select().from(news).where(eq(news.id, draftId));
    expect(stored).toMatchObject({ isPublished: false, publishAt: null });

    expect(ids((await get(`${API}/news`)).json())).not.toContain(draftId);
    expect(ids((await get(`${API}/news?lang=ar`)).json())).not.toContain(draftId);
    expect(ids((await get(`${API}/news?translations`)).json())).not.toContain(draftId);
    expect(ids((await get(`${API}/news/1`)).json())).not.toContain(draftId);
    expect((await get(`${API}/news/id/${draftId}`)).statusCode).toBe(404);
    expect((await get(`/showNews/${draftId}`)).statusCode).toBe(404);
    expect((await get(`/ar/showNews/${draftId}`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(`/showNews/${draftId}<`);
    expect((await get('/rss.xml')).body).not.toContain('Draft: new wing');
    expect((await get('/ar/rss.xml')).body).not.toContain('Draft: new wing');

    const list = await staff('GET', '/staff-content/news');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: draftId, isPublished: false, publishAt: null, translations: {} }),
    );
  });

  it('the staff read is for staff only', async () => {
    expect((await get(`${API}/staff-content/news`)).statusCode).toBe(401);
  });

  it('publishing the draft shows it everywhere at once', async () => {
    const res = await staff('PUT', `/news/${draftId}`, newsBody('Draft: new wing', { isPublished: true }));
    expect(res.statusCode).toBe(200);
    expect(ids((await get(`${API}/news`)).json())).toContain(draftId);
    expect((await get(`${API}/news/id/${draftId}`)).statusCode).toBe(200);
    expect((await get(`/showNews/${draftId}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`/showNews/${draftId}<`);
    expect((await get('/rss.xml')).body).toContain('Draft: new wing');
  });

  it('every content type takes isPublished: a draft event is no public event', async () => {
    const res = await staff('POST', '/events', {
      eventName: 'Draft summit',
      date: '2027-01-10',
      isPublished: false,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(ids((await get(`${API}/events/all`)).json())).not.toContain(id);
    expect((await get(`${API}/events/${id}`)).statusCode).toBe(404);
    expect((await get(`/event-details/${id}`)).statusCode).toBe(404);
    expect(ids((await staff('GET', '/staff-content/events')).json().items)).toContain(id);
    // Its forms take nothing: no code is sent for an event visitors cannot see.
    const code = await app.inject({
      method: 'POST',
      url: `${API}/Events/${id}/send-code`,
      payload: { email: 'visitor@example.org' },
    });
    expect(code.statusCode).toBe(404);
    await staff('PUT', `/events/${id}`, { eventName: 'Draft summit', date: '2027-01-10' });
    const published = await app.inject({
      method: 'POST',
      url: `${API}/Events/${id}/send-code`,
      payload: { email: 'visitor@example.org' },
    });
    expect(published.statusCode).not.toBe(404);
  });

  it('refuses a publishAt that is no date-time', async () => {
    const res = await staff('POST', '/news', newsBody('Bad date', { publishAt: 'next tuesday' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('publishAt');
  });
});

describe('scheduled publishing', () => {
  it('an item scheduled for later is hidden, then shown by the timer at its time without a write', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const publishAt = new Date(clock.now().getTime() + 60_000).toISOString();
    const res = await staff('POST', '/news', newsBody('Scheduled opening', { publishAt }));
    expect(res.statusCode).toBe(201);
    expect(res.json().publishAt).toBe(publishAt);
    const id = res.json().id;
    await app.publicationTimer.settled();
    expect(app.publicationTimer.next()?.toISOString()).toBe(publishAt);

    // Read (and cached) while it is still to come.
    expect(ids((await get(`${API}/news`)).json())).not.toContain(id);
    expect((await get(`/showNews/${id}`)).statusCode).toBe(404);
    const staffRow = (await staff('GET', '/staff-content/news'))
      .json()
      .items.find((row: { id: number }) => row.id === id);
    expect(staffRow).toMatchObject({ isPublished: true, publishAt });

    // Its time comes: the clock alone changes nothing kept (no request clears the cache)…
    clock.advance(60_000);
    expect(ids((await get(`${API}/news`)).json())).not.toContain(id);
    // …the timer does, within 5 s of the time (the fake timers' time runs apart from the clock).
    await vi.advanceTimersByTimeAsync(59_000);
    expect(ids((await get(`${API}/news`)).json())).not.toContain(id);
    await vi.advanceTimersByTimeAsync(1_000 + 5_000);
    await app.publicationTimer.settled();
    expect(ids((await get(`${API}/news`)).json())).toContain(id);
    expect((await get(`${API}/news/id/${id}`)).statusCode).toBe(200);
    expect((await get('/rss.xml')).body).toContain('Scheduled opening');
    expect(app.publicationTimer.next()).toBeUndefined();
  });

  it('re-arms for the soonest on every write, and a draft arms nothing', async () => {
    const soon = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const later = new Date(clock.now().getTime() + 7_200_000).toISOString();
    await staff('POST', '/news', newsBody('Later', { publishAt: later }));
    await app.publicationTimer.settled();
    expect(app.publicationTimer.next()?.toISOString()).toBe(later);
    await staff('POST', '/analysis', { title: 'Beds', number: 10, publishAt: soon, isPublished: false });
    await app.publicationTimer.settled();
    expect(app.publicationTimer.next()?.toISOString()).toBe(later);
    await staff('POST', '/analysis', { title: 'Clinics', number: 4, publishAt: soon });
    await app.publicationTimer.settled();
    expect(app.publicationTimer.next()?.toISOString()).toBe(soon);
  });
});

describe('the preview page', () => {
  it('is served to anyone, never cached, never indexed (header and meta robots)', async () => {
    for (const url of ['/preview', '/ar/preview']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"');
    }
  });
});
