import { FEEDS_TEXTS } from '@authority/shared/i18n/feeds-all';
import { DEFAULT_SETTINGS, type SiteSettings } from '@authority/shared/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

let t: TestApp;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await signIn(t, await createStaff(t, { role: 'SuperAdmin' }));
});
afterAll(() => t.close());

const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings', headers: bearer(superToken), payload });
const read = (query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/settings${query}`, headers });
const stored = async () => {
  const [row] = await t.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return (row?.value as SiteSettings | undefined)?.translations;
};

const arabicTexts = {
  siteName: 'أمانة الصحة',
  contact: { city: 'أربيل' },
  about: { mission: 'رعاية لكل مريض.', vision: 'مستشفيات يثق بها الجميع.' },
};
const edited: SiteSettings = {
  ...DEFAULT_SETTINGS,
  siteName: 'Amanah Health',
  contact: { ...DEFAULT_SETTINGS.contact, city: 'Erbil' },
  emergencyLine: 'Emergency: 122, day and night',
  about: { ...DEFAULT_SETTINGS.about, mission: 'Care for every patient.' },
  translations: { ar: arabicTexts },
};

describe('the site settings in Arabic', () => {
  it('stores the Arabic texts beside the English ones, trimmed, and answers them in the same fields', async () => {
    const res = await put({
      ...edited,
      translations: { ar: { ...arabicTexts, emergencyLine: '   ' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await stored()).toEqual(edited.translations);

    const english = await read();
    expect(english.json()).toMatchObject({ siteName: 'Amanah Health', contact: { city: 'Erbil' } });
    expect(english.json()).not.toHaveProperty('translations');
    expect(english.json()).not.toHaveProperty('untranslated');

    const arabic = await read('?lang=ar');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    const body = arabic.json();
    expect(body).toMatchObject({
      siteName: 'أمانة الصحة',
      contact: { city: 'أربيل', country: DEFAULT_SETTINGS.contact.country },
      // English where there is no Arabic, and named so the page marks it.
      emergencyLine: 'Emergency: 122, day and night',
      about: { mission: 'رعاية لكل مريض.', vision: 'مستشفيات يثق بها الجميع.', welcome: null },
    });
    expect(body.untranslated).toEqual(['contact.country', 'emergencyLine']);
    expect(body).not.toHaveProperty('translations');
    expect(body).not.toHaveProperty('departmentEmails');

    // SPEC's calls answer in English unless the request names its language: a browser's own
    // Accept-Language chooses nothing.
    const browser = await read('', { 'accept-language': 'ar-IQ,ar;q=0.9' });
    expect(browser.headers['content-language']).toBe('en');
    expect(browser.json().siteName).not.toBe('أمانة الصحة');
    expect(browser.json()).not.toHaveProperty('untranslated');
  });

  it('keeps the stored Arabic texts when a write leaves them out, and removes one sent empty', async () => {
    await put(edited);
    const { translations: _left, ...withoutTranslations } = edited;
    expect((await put({ ...withoutTranslations, siteName: 'Amanah' })).statusCode).toBe(200);
    expect(await stored()).toEqual(edited.translations);
    expect((await read('?lang=ar')).json().siteName).toBe('أمانة الصحة');

    await put({ ...edited, translations: { ar: { siteName: '' } } });
    expect((await stored())?.ar).toEqual({ contact: { city: 'أربيل' }, about: arabicTexts.about });
    expect((await read('?lang=ar')).json()).toMatchObject({ siteName: 'Amanah Health' });
  });

  it('names the site in Arabic in the Arabic feed, and in English in the English one', async () => {
    await put(edited);
    const arabic = await t.app.inject({ method: 'GET', url: '/ar/rss.xml' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain(`<title>${FEEDS_TEXTS.ar.title('أمانة الصحة')}</title>`);
    const english = await t.app.inject({ method: 'GET', url: '/rss.xml' });
    expect(english.body).toContain(`<title>${FEEDS_TEXTS.en.title('Amanah Health')}</title>`);
    expect(english.body).not.toContain('أمانة الصحة');
  });
});
