/**
 * Images with words (decision 019): every image has an alternative text per language
 * and an explicit decorative mark. Writes take both (optional: SPEC's payloads keep working and
 * never erase them), staff and public reads answer them, Arabic falls back to English as every
 * translated field does.
 */
import { IMAGE_ALT_MAX_LENGTH } from '@authority/shared/content-inputs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { events, news } from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

const API = '/api/v1/admin';
let app: FastifyInstance;
let db: Database;
let token: string;

beforeAll(async () => {
  const t = await createTestApp({ clock: manualClock('2026-11-20T10:00:00Z').now });
  app = t.app;
  db = t.db;
  token = await signIn(t, await createStaff(t, { role: 'Admin' }));
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url: `${API}${url}` });
const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const SPEC_NEWS = {
  name: 'Blood donors thanked',
  description: 'Thank you to 1,200 donors.',
  imageUrl: '/uploads/donors.webp',
  createdOn: '2026-11-01T09:00:00Z',
  isNews: true,
};

describe('an image with words', () => {
  let id: number;

  it('a SPEC payload without the words is stored with none, and not decorative', async () => {
    const res = await staff('POST', '/news', SPEC_NEWS);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imageAlt: '', imageDecorative: false });
    id = res.json().id;
    const [stored] = await db.select().from(news).where(eq(news.id, id));
    expect(stored).toMatchObject({ imageAlt: '', imageDecorative: false });
  });

  it('takes the text in English and Arabic, stores and answers both', async () => {
    const res = await staff('PUT', `/news/${id}`, {
      ...SPEC_NEWS,
      imageAlt: '  A nurse hands a donor a cup of juice  ',
      translations: { ar: { name: 'شكرًا للمتبرعين', imageAlt: 'ممرضة تناول متبرعًا كوب عصير' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imageAlt: 'A nurse hands a donor a cup of juice',
      imageDecorative: false,
      translations: { ar: { imageAlt: 'ممرضة تناول متبرعًا كوب عصير' } },
    });
    const [stored] = await db.select().from(news).where(eq(news.id, id));
    expect(stored?.imageAlt).toBe('A nurse hands a donor a cup of juice');
    expect(stored?.translations.ar?.imageAlt).toBe('ممرضة تناول متبرعًا كوب عصير');
  });

  it('public reads answer the words in the language asked for', async () => {
    const english = (await get(`/news/id/${id}`)).json();
    expect(english).toMatchObject({
      imageAlt: 'A nurse hands a donor a cup of juice',
      imageDecorative: false,
    });
    const arabic = (await get(`/news/id/${id}?lang=ar`)).json();
    expect(arabic).toMatchObject({ imageAlt: 'ممرضة تناول متبرعًا كوب عصير', imageDecorative: false });
    expect(arabic.untranslated ?? []).not.toContain('imageAlt');
    const listed = (await get('/news')).json().find((row: { id: number }) => row.id === id);
    expect(listed).toMatchObject({ imageAlt: 'A nurse hands a donor a cup of juice' });
  });

  it('a SPEC payload again (no words) keeps the stored ones', async () => {
    const res = await staff('PUT', `/news/${id}`, SPEC_NEWS);
    expect(res.statusCode).toBe(200);
    expect(res.json().imageAlt).toBe('A nurse hands a donor a cup of juice');
    const [stored] = await db.select().from(news).where(eq(news.id, id));
    expect(stored?.imageAlt).toBe('A nurse hands a donor a cup of juice');
    expect(stored?.translations.ar?.imageAlt).toBe('ممرضة تناول متبرعًا كوب عصير');
  });

  it('without an Arabic text, the Arabic read falls back to the English and names it untranslated', async () => {
    const res = await staff('PUT', `/news/${id}`, { ...SPEC_NEWS, translations: { ar: { imageAlt: '' } } });
    expect(res.statusCode).toBe(200);
    const arabic = (await get(`/news/id/${id}?lang=ar`)).json();
    expect(arabic.imageAlt).toBe('A nurse hands a donor a cup of juice');
    expect(arabic.untranslated).toContain('imageAlt');
  });

  it('marked decorative, the image needs no text and every read says so', async () => {
    const res = await staff('PUT', `/news/${id}`, { ...SPEC_NEWS, imageAlt: '', imageDecorative: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imageAlt: '', imageDecorative: true });
    expect((await get(`/news/id/${id}`)).json()).toMatchObject({ imageAlt: '', imageDecorative: true });
    expect((await get(`/news/id/${id}?lang=ar`)).json()).toMatchObject({ imageDecorative: true });
    const page = (await staff('GET', '/staff-content/news')).json();
    expect(page.items.find((row: { id: number }) => row.id === id)).toMatchObject({ imageDecorative: true });
  });

  it('refuses a text that is too long, in either language, and a mark that is no boolean', async () => {
    const long = 'x'.repeat(IMAGE_ALT_MAX_LENGTH + 1);
    const english = await staff('PUT', `/news/${id}`, { ...SPEC_NEWS, imageAlt: long });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      message: expect.any(String),
      errors: { imageAlt: [expect.any(String)] },
    });
    const arabic = await staff('PUT', `/news/${id}`, {
      ...SPEC_NEWS,
      translations: { ar: { imageAlt: long } },
    });
    expect(arabic.statusCode).toBe(400);
    const mark = await staff('PUT', `/news/${id}`, { ...SPEC_NEWS, imageDecorative: 'yes' });
    expect(mark.statusCode).toBe(400);
    const [stored] = await db.select().from(news).where(eq(news.id, id));
    expect(stored?.imageDecorative).toBe(true);
  });

  it('an event (imagePath) has them too, and a revision keeps them', async () => {
    const res = await staff('POST', '/events', {
      eventName: 'Open day',
      date: '2027-01-10',
      imagePath: '/uploads/open-day.webp',
      imageAlt: 'Visitors at the hospital entrance',
      translations: { ar: { imageAlt: 'زوار عند مدخل المستشفى' } },
    });
    expect(res.statusCode).toBe(201);
    const eventId = res.json().id;
    const [stored] = await db.select().from(events).where(eq(events.id, eventId));
    expect(stored).toMatchObject({ imageAlt: 'Visitors at the hospital entrance', imageDecorative: false });
    expect((await get(`/events/${eventId}?lang=ar`)).json().imageAlt).toBe('زوار عند مدخل المستشفى');
    const [revision] = (await staff('GET', `/staff-content/events/${eventId}/revisions`)).json();
    expect(revision.values).toMatchObject({ imageAlt: 'Visitors at the hospital entrance' });
  });
});
