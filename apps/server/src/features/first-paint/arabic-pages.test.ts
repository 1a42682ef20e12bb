/**
 * The Arabic pages under `/ar` as crawlers and shared links get them (docs/I18N.md 'SEO'): language and
 * direction on <html>, Arabic heads, each page naming its other-language version, the sitemap's
 * alternates and the Arabic feed. The language comes from the path only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEEDS_TEXTS } from '@authority/shared/i18n/feeds-all';
import { PUBLIC_AR } from '@authority/shared/i18n/public-ar';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createEvent, createNews, type EventRow, type NewsRow } from '../../db/factories.js';
import { pageAddress } from '../../delivery/index.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';

let app: FastifyInstance;
let item: NewsRow;
let event: EventRow;
const PUBLIC_URL = 'https://health.amanah.example';
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Built</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const config = testConfig({ PUBLIC_URL });
  const dist = path.join(config.dataDir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  // The faces as Vite names them: Arabic pages preload the Arabic one, English pages never name it.
  for (const face of [
    'plex-arabic-400-core-Ab12-x',
    'plex-arabic-700-core-Cd34-y',
    'inter-core-Ef56-z',
    // The rest of each face's range, which no page preloads (decision 024).
    'plex-arabic-400-more-Gh78-w',
    'inter-more-Ij90-v',
  ])
    writeFileSync(path.join(dist, 'assets', `${face}.woff2`), '');
  const handle = await createTestDatabase();
  app = await buildApp({
    config: { ...config, webDistDir: dist },
    database: handle,
    ownsDatabase: true,
    logger: false,
    mailPollMs: 0,
  });
  await app.ready();
  item = await createNews(handle.db, { name: 'New cardiac unit opens', isNews: true });
  event = await createEvent(handle.db, { eventName: 'Riverbend Nursing Summit', date: '2027-03-14' });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const head = (body: string) => body.slice(0, body.indexOf('</head>'));
const alternates = (body: string) =>
  [...head(body).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
    m[1],
    m[2],
  ]);

describe('Arabic pages', () => {
  it('/ar is the landing page in Arabic, right to left, naming its English version', async () => {
    const res = await get('/ar');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(head(res.body)).toContain(`<title>${PUBLIC_AR.site.fullName}</title>`);
    expect(head(res.body)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/ar" />`);
    expect(head(res.body)).toContain('<meta property="og:locale" content="ar_AR" />');
    expect(head(res.body)).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(alternates(res.body)).toEqual([
      ['en', `${PUBLIC_URL}/`],
      ['ar', `${PUBLIC_URL}/ar`],
      ['x-default', `${PUBLIC_URL}/`],
    ]);
    // The Arabic face as an Arabic page preloads it (not the landing page: see the preload test).
    expect(head((await get('/ar/allNews')).body)).toContain(
      '<link rel="preload" href="/assets/plex-arabic-400-core-Ab12-x.woff2" as="font" type="font/woff2" crossorigin />',
    );
  });

  it('the English page names its Arabic version and loads no Arabic font', async () => {
    const res = await get('/allNews');
    expect(res.body).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(head(res.body)).toContain('<meta property="og:locale" content="en_US" />');
    expect(alternates(res.body)).toEqual([
      ['en', `${PUBLIC_URL}/allNews`],
      ['ar', `${PUBLIC_URL}/ar/allNews`],
      ['x-default', `${PUBLIC_URL}/allNews`],
    ]);
    expect(res.body).not.toContain('plex-sans-arabic');
  });

  it('preloads the faces of the first paint: Inter (every weight in one face) on the English news list, the Arabic regular on Arabic pages whose first paint is text', async () => {
    const preloads = async (url: string) =>
      [
        ...head((await get(url)).body).matchAll(
          /<link rel="preload" href="\/assets\/([^"]+)\.woff2" as="font"/g,
        ),
      ].map((m) => m[1]);
    // The news list's text is its first paint: without these its cards moved when the faces came.
    expect(await preloads('/allNews')).toEqual(['inter-core-Ef56-z']);
    // The Arabic bold face would hold the list's largest paint back more than its swap moves it.
    expect(await preloads('/ar/allNews')).toEqual(['plex-arabic-400-core-Ab12-x']);
    // Elsewhere an image is the largest paint, and it would wait behind the fonts.
    expect(await preloads('/')).toEqual([]);
    expect(await preloads(`/showNews/${item.id}`)).toEqual([]);
    // The landing page's overlay covers its text while the faces arrive, in both languages.
    expect(await preloads('/ar')).toEqual([]);
    expect(await preloads('/ar?tab=news')).toEqual([]);
    // An event's picture is the largest paint of the events list and its details: no face there.
    expect(await preloads('/ar/UserEvent')).toEqual([]);
    expect(await preloads(`/ar/event-details/${event.id}`)).toEqual([]);
    // A news item and an event's forms keep the regular face.
    expect(await preloads(`/ar/showNews/${item.id}`)).toEqual(['plex-arabic-400-core-Ab12-x']);
    expect(await preloads(`/ar/event/${event.id}`)).toEqual(['plex-arabic-400-core-Ab12-x']);
  });

  it('a news item and an event in Arabic have Arabic titles, their own canonical and inLanguage', async () => {
    const news = await get(`/ar/showNews/${item.id}`);
    expect(news.statusCode).toBe(200);
    expect(head(news.body)).toContain(`<title>New cardiac unit opens | ${PUBLIC_AR.site.name}</title>`);
    expect(head(news.body)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/ar/showNews/${item.id}" />`);
    expect(head(news.body)).toContain('"inLanguage":"ar"');

    const form = await get(`/ar/event/${event.id}`);
    expect(head(form.body)).toContain(
      `<title>${PUBLIC_AR.pageTitles.eventRegistration} | ${PUBLIC_AR.site.name}</title>`,
    );
    expect(alternates(form.body)[0]).toEqual(['en', `${PUBLIC_URL}/event/${event.id}`]);
  });

  it('the language comes from the path only: Accept-Language changes nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(res.headers.location).toBeUndefined();
  });

  it('a missing item is a 404 in Arabic, and staff pages have no Arabic address', async () => {
    const missing = await get('/ar/showNews/99999');
    expect(missing.statusCode).toBe(404);
    expect(head(missing.body)).toContain(
      `<title>${PUBLIC_AR.pageTitles.notFound} | ${PUBLIC_AR.site.name}</title>`,
    );
    expect(pageAddress('/ar/login').route).toEqual({ page: 'other' });
    expect(pageAddress('/AR/allNews?page=2')).toMatchObject({
      locale: 'ar',
      url: '/ar/allNews?page=2',
      route: { page: 'allNews', pageNumber: 2 },
    });
  });
});

describe('the privacy notice page', () => {
  it('exists in both languages, each with its own title, and is in the sitemap', async () => {
    const english = await get('/privacy');
    expect(english.statusCode).toBe(200);
    expect(head(english.body)).toContain('<title>Privacy notice | Amanah Health Authority</title>');
    const arabic = await get('/ar/privacy');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(head(arabic.body)).toContain(
      `<title>${PUBLIC_AR.pageTitles.privacy} | ${PUBLIC_AR.site.name}</title>`,
    );
    expect(alternates(arabic.body)).toEqual([
      ['en', `${PUBLIC_URL}/privacy`],
      ['ar', `${PUBLIC_URL}/ar/privacy`],
      ['x-default', `${PUBLIC_URL}/privacy`],
    ]);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/privacy</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/ar/privacy</loc>`);
  });
});

describe('sitemap and feeds in both languages', () => {
  it('the sitemap lists every page in each language, each naming all versions', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of [
      '/',
      '/ar',
      '/allNews',
      '/ar/allNews',
      `/showNews/${item.id}`,
      `/ar/showNews/${item.id}`,
    ])
      expect(res.body).toContain(`<loc>${PUBLIC_URL}${loc}</loc>`);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/event-details/${event.id}"/>`,
    );
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/UserEvent"/>`,
    );
  });

  it('/ar/rss.xml is the Arabic news feed, linking the Arabic pages', async () => {
    const res = await get('/ar/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<language>ar</language>');
    expect(res.body).toContain(`<title>${FEEDS_TEXTS.ar.title(PUBLIC_AR.site.name)}</title>`);
    expect(res.body).toContain(`<link>${PUBLIC_URL}/ar/showNews/${item.id}</link>`);
    const english = await get('/rss.xml');
    expect(english.body).toContain('<language>en</language>');
    expect(english.body).toContain(`<link>${PUBLIC_URL}/showNews/${item.id}</link>`);
  });
});
