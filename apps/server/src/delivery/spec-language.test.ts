/**
 * SPEC's calls answer in English unless the request names the language (`?lang=ar`): a SPEC
 * client in an Arabic-preferring browser, which sends `Accept-Language: ar` by default, gets SPEC's
 * answers. The product's own calls (the dashboard's) still follow Accept-Language. Served by
 * Fastify and again by the fast lane, from one key.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createNews } from '../db/factories.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { bearer, createStaff, signIn } from '../test/staff.js';

const API = '/api/v1/admin';
const BROWSER = { 'accept-language': 'ar-IQ,ar;q=0.9,en;q=0.5' };
let t: TestApp;
let base: string;
let newsId: number;
let eventId: number;

/** Over the network, so the fast lane answers what it keeps. */
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${API}${path}`, { headers });
  return {
    status: res.status,
    language: res.headers.get('content-language'),
    vary: res.headers.get('vary'),
    // biome-ignore lint/suspicious/noExplicitAny: a JSON answer, read field by field in the assertions.
    body: (await res.json()) as any,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  newsId = (
    await createNews(t.db, {
      name: 'Visiting hours',
      description: 'Every day from four.',
      translations: { ar: { name: 'مواعيد الزيارة' } },
    })
  ).id;
  eventId = (
    await createEvent(t.db, {
      eventName: 'Open Day',
      isActive: true,
      translations: { ar: { eventName: 'يوم مفتوح' } },
    })
  ).id;
});
afterAll(() => t.close());

describe('SPEC’s calls from an Arabic-preferring browser', () => {
  it.each([
    ['one news item', () => `/news/id/${newsId}`],
    ['the news list', () => '/news'],
    ['one event', () => `/Events/${eventId}`],
    ['the site settings', () => '/settings'],
  ])('answer %s in English, without `untranslated`, every time', async (_what, path) => {
    for (let n = 0; n < 3; n++) {
      const res = await get(path(), BROWSER);
      expect(res.status).toBe(200);
      expect(res.language).toBe('en');
      expect(res.vary).not.toMatch(/accept-language/i);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('untranslated');
      expect(text).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('answer in Arabic when the request names it, whichever was asked first', async () => {
    const arabic = await get(`/news/id/${newsId}?lang=ar`, BROWSER);
    expect(arabic.language).toBe('ar');
    expect(arabic.body.name).toBe('مواعيد الزيارة');
    expect(arabic.body.untranslated).toContain('description');
    expect((await get(`/news/id/${newsId}`, BROWSER)).body.name).toBe('Visiting hours');
    expect((await get(`/news/id/${newsId}?lang=ar`)).body.name).toBe('مواعيد الزيارة');
  });

  it('give SPEC’s English messages to a form post and an error', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: `${API}/Events/${eventId}/send-code`,
      headers: BROWSER,
      payload: { Email: '' },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe('Please enter your email first.');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Accounts/login',
      headers: BROWSER,
      payload: { email: 'nobody@example.org', password: 'wrong password' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.json().message).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('the product’s own calls still follow Accept-Language (the dashboard’s language)', async () => {
    const staff = await createStaff(t, { role: 'SuperAdmin' });
    const token = await signIn(t, staff);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/staff-content/news/999999/revisions`,
      headers: { ...bearer(token), 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
