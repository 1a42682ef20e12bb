/** Each page's head and first data as the server writes them into index.html. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  COLUMNS_KEY,
  REFERENCE_KEY,
  REPEATED_KEY,
  ROWS_KEY,
  unpackPageData,
} from '@authority/shared/embedded-data';
import { DEFAULT_SETTINGS } from '@authority/shared/settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createEvent, createNews, type EventRow, type NewsRow } from '../../db/factories.js';
import { siteSettings } from '../../db/schema.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { createPageHeads } from './page-heads.js';

let app: FastifyInstance;
let handle: DatabaseHandle;
let item: NewsRow;
let event: EventRow;
/** `<15000 digits>` in a URL below stands for that many digits (so test names stay readable). */
const expand = (url: string) => url.replace('<15000 digits>', '7'.repeat(15_000));
const PUBLIC_URL = 'https://health.amanah.example';
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Built description" /><title>Built title</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const config = testConfig({ PUBLIC_URL });
  const dist = path.join(config.dataDir, 'web-dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  handle = await createTestDatabase();
  app = await buildApp({
    config: { ...config, webDistDir: dist },
    database: handle,
    ownsDatabase: true,
    logger: false,
    mailPollMs: 0,
  });
  await app.ready();
  item = await createNews(handle.db, {
    name: 'New cardiac unit opens <today>',
    description: 'The unit has 24 beds & a catheter lab.\nIt opens to patients on Monday.',
    imageUrl: '/uploads/cardiac.webp',
    imageAlt: 'The new cardiac unit’s ward',
    translations: { ar: { imageAlt: 'جناح وحدة القلب الجديدة' } },
    createdOn: new Date('2026-11-20T08:00:00Z'),
    isNews: true,
  });
  event = await createEvent(handle.db, {
    eventName: 'Riverbend Nursing Summit',
    date: '2027-03-14',
    location: 'Riverbend Conference Hall',
    description: 'Two days of workshops for nurses.',
    imagePath: 'https://cdn.example.org/summit.webp',
    imageDecorative: true,
  });
});
afterAll(() => app.close());

/** The `<head>` as a crawler sees it: no JavaScript runs. */
const headOf = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const meta = (key: string) =>
    head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
  return { res, head, meta, jsonLd, title: head.match(/<title>(.*?)<\/title>/)?.[1] };
};

describe('page heads as served', () => {
  it("a reviewed health page says when in its JSON-LD: its WebPage's lastReviewed and reviewer", async () => {
    const reviewed = await createNews(handle.db, {
      name: 'Asthma in children',
      reviewedOn: '2026-06-08',
      nextReviewOn: '2026-12-08',
      reviewerName: 'Dr Layla Haddad',
    });
    const { jsonLd } = await headOf(`/showNews/${reviewed.id}`);
    expect(jsonLd[0]).toMatchObject({
      '@type': 'NewsArticle',
      dateModified: expect.any(String),
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': `${PUBLIC_URL}/showNews/${reviewed.id}`,
        lastReviewed: '2026-06-08',
        reviewedBy: { '@type': 'Person', name: 'Dr Layla Haddad' },
      },
    });
  });

  it('a news page carries its title, description, canonical, Open Graph, Twitter and NewsArticle', async () => {
    const { res, head, meta, jsonLd, title } = await headOf(`/showNews/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(title).toBe('New cardiac unit opens &lt;today&gt; | Amanah Health Authority');
    expect(head).not.toContain('Built title');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(meta('description')).toBe(
      'The unit has 24 beds &amp; a catheter lab. It opens to patients on Monday.',
    );
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/showNews/${item.id}" />`);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:title')).toBe(title);
    expect(meta('og:image')).toBe(`${PUBLIC_URL}/uploads/cardiac.webp`);
    // The image's words go with it (decision 019), in the page's language.
    expect(meta('og:image:alt')).toBe('The new cardiac unit’s ward');
    expect((await headOf(`/ar/showNews/${item.id}`)).meta('og:image:alt')).toBe('جناح وحدة القلب الجديدة');
    expect(meta('og:url')).toBe(`${PUBLIC_URL}/showNews/${item.id}`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('article:published_time')).toBe('2026-11-20T08:00:00.000Z');
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: 'New cardiac unit opens <today>',
        datePublished: '2026-11-20T08:00:00.000Z',
        image: [`${PUBLIC_URL}/uploads/cardiac.webp`],
      }),
    ]);
  });

  it('an event page carries its preview and an Event with place and date', async () => {
    const { meta, jsonLd, title } = await headOf(`/event-details/${event.id}`);
    expect(title).toBe('Riverbend Nursing Summit | Amanah Health Authority');
    expect(meta('description')).toBe('Two days of workshops for nurses.');
    expect(meta('og:image')).toBe('https://cdn.example.org/summit.webp');
    // A decorative image has no words to give.
    expect(meta('og:image:alt')).toBeUndefined();
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Event',
      name: 'Riverbend Nursing Summit',
      startDate: '2027-03-14',
      location: { '@type': 'Place', name: 'Riverbend Conference Hall' },
    });
  });

  it('the landing page describes the authority as a MedicalOrganization', async () => {
    const { jsonLd, meta } = await headOf('/');
    expect(meta('og:type')).toBe('website');
    expect(jsonLd[0]).toMatchObject({
      '@type': 'MedicalOrganization',
      name: 'Amanah Health and Medical Education Authority',
      url: `${PUBLIC_URL}/`,
    });
  });

  it('the landing page, where the About texts are, carries their review as a WebPage once one is set', async () => {
    expect((await headOf('/')).jsonLd.map((node) => node['@type'])).toEqual([
      'MedicalOrganization',
      'WebSite',
    ]);
    await handle.db.insert(siteSettings).values({
      id: 1,
      value: {
        ...DEFAULT_SETTINGS,
        aboutReview: { reviewedOn: '2026-06-01', nextReviewOn: null, reviewerName: 'Dr Omar Saleh' },
      },
      updatedAt: new Date(),
    });
    await app.contentChanged();
    try {
      expect((await headOf('/ar')).jsonLd[2]).toEqual({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        '@id': `${PUBLIC_URL}/ar`,
        inLanguage: 'ar',
        name: expect.any(String),
        lastReviewed: '2026-06-01',
        reviewedBy: { '@type': 'Person', name: 'Dr Omar Saleh' },
      });
    } finally {
      await handle.db.delete(siteSettings);
      await app.contentChanged();
    }
  });

  it('list pages get their titles and canonical addresses', async () => {
    expect((await headOf('/AllNews')).head).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/allNews" />`,
    );
    expect((await headOf('/UserEvent')).title).toBe('Events | Amanah Health Authority');
  });

  it('an unknown news item or event answers 404 (the app still renders its not-found page)', async () => {
    const { res, meta } = await headOf('/showNews/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(meta('robots')).toBe('noindex, nofollow');
    expect((await headOf('/event-details/999999')).res.statusCode).toBe(404);
  });

  it('an event’s booking and sponsor pages carry their titles, and answer 404 for an unknown event', async () => {
    expect((await headOf(`/event/${event.id}`)).title).toBe('Book a stand | Amanah Health Authority');
    const sponsor = await headOf(`/event-sponser/${event.id}`);
    expect(sponsor.title).toBe('Become a sponsor | Amanah Health Authority');
    expect(sponsor.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/event-sponser/${event.id}" />`);
    for (const url of ['/event/999999', '/event-sponser/999999']) {
      const { res, meta } = await headOf(url);
      expect(res.statusCode).toBe(404);
      expect(meta('robots')).toBe('noindex, nofollow');
    }
  });

  it.each([
    '/showNews/0',
    '/showNews/007',
    '/showNews/news',
    '/event-details/1000000000',
    '/event/-1',
    '/event-sponser/1e3',
    '/showNews/<15000 digits>',
  ])('an id that cannot exist answers 404 with a not-found head: %s', async (url) => {
    const { res, meta, title } = await headOf(expand(url));
    expect(res.statusCode).toBe(404);
    expect(title).toBe('Page not found | Amanah Health Authority');
    expect(meta('robots')).toBe('noindex, nofollow');
  });

  it('keeps the heads of pages that exist, by their canonical path; never a 404’s or an unknown path’s', async () => {
    const heads = createPageHeads(app);
    for (const url of [`/showNews/${item.id}`, `/SHOWNEWS/${item.id}/`, '/allNews?page=4', '/AllNews/'])
      expect((await heads(url)).status).toBeUndefined();
    expect(heads.cachedCount()).toBe(2);
    for (const url of [
      '/showNews/999999',
      `/showNews/${'3'.repeat(15_000)}`,
      '/event/0',
      '/event-sponser/999999',
    ])
      expect((await heads(url)).status).toBe(404);
    for (let i = 0; i < 20; i++) await heads(`/no-such-page-${i}`);
    expect(heads.cachedCount()).toBe(2);
  });

  it('keeps staff pages out of search engines', async () => {
    expect((await headOf('/dashboard/news')).meta('robots')).toBe('noindex, nofollow');
    expect((await headOf('/login')).meta('robots')).toBe('noindex, nofollow');
  });

  it('cannot be broken out of by data: a closing script tag in a title stays text', async () => {
    const evil = await createNews(handle.db, { name: '</script><script>alert(1)</script>', isNews: true });
    const { head } = await headOf(`/showNews/${evil.id}`);
    expect(head).not.toContain('<script>alert(1)</script>');
  });
});

describe('data embedded in pages', () => {
  /** The data as written in the page. */
  const packed = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    const json = res.body.match(/<script type="application\/json" id="initial-data">(.*?)<\/script>/)?.[1];
    return json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
  };
  /** The data as the browser reads it. */
  const embedded = async (url: string) => {
    const data = await packed(url);
    return data ? unpackPageData(data) : undefined;
  };

  it('embeds on / every list the landing page reads and the settings, each exactly as the API answers it', async () => {
    const data = await embedded('/');
    const expected = [
      '/AdminPartner',
      '/Events/all',
      '/analysis',
      '/comments',
      '/news',
      '/news/1',
      '/originizations',
      '/settings',
    ];
    expect(Object.keys(data ?? {}).sort()).toEqual(expected.sort());
    const api = await app.inject({ method: 'GET', url: '/api/v1/admin/news' });
    expect(data?.['/news']).toEqual(api.json());
    const firstPage = await app.inject({ method: 'GET', url: '/api/v1/admin/news/1' });
    expect(data?.['/news/1']).toEqual(firstPage.json());
  });

  it("writes a news item that two of the landing page's reads share once", async () => {
    const written = await packed('/');
    const list = (await app.inject({ method: 'GET', url: '/api/v1/admin/news' })).json() as Record<
      string,
      unknown
    >[];
    /** A list as written: as it is (one item), or as a table (its items' rows, and indexes of shared ones). */
    const rowsOf = (value: unknown): unknown[] => {
      if (Array.isArray(value))
        return value.map((item) => (REFERENCE_KEY in item ? item[REFERENCE_KEY] : item));
      const table = value as { [COLUMNS_KEY]: string[]; [ROWS_KEY]: unknown[] };
      expect(table[COLUMNS_KEY]).toEqual(Object.keys(list[0] ?? {}));
      return table[ROWS_KEY].map((row) =>
        Array.isArray(row) ? Object.fromEntries(table[COLUMNS_KEY].map((name, i) => [name, row[i]])) : row,
      );
    };
    const shared = rowsOf(written?.[REPEATED_KEY]);
    expect(shared.length).toBeGreaterThan(0);
    for (const item of shared) expect(list).toContainEqual(item);
    const rows = rowsOf(written?.['/news']);
    expect(rows).toHaveLength(list.length);
    expect(rows).toContain(0);
  });

  it('embeds a news item on its page and an event on its pages, but no item for an unknown id', async () => {
    expect(Object.keys((await embedded(`/showNews/${item.id}`)) ?? {})).toEqual([
      '/settings',
      `/news/id/${item.id}`,
    ]);
    expect(Object.keys((await embedded(`/event-details/${event.id}`)) ?? {})).toEqual([
      '/settings',
      `/Events/${event.id}`,
    ]);
    expect(Object.keys((await embedded(`/event-sponser/${event.id}`)) ?? {})).toEqual([
      '/settings',
      `/Events/${event.id}`,
    ]);
    expect(Object.keys((await embedded('/showNews/999999')) ?? {})).toEqual(['/settings']);
    expect(await embedded('/dashboard')).toBeUndefined();
  });

  it('embeds the page of news the address asks for, and the next one', async () => {
    expect(Object.keys((await embedded('/allNews?page=3')) ?? {})).toEqual([
      '/settings',
      '/news/3',
      '/news/4',
    ]);
    for (const url of ['/allNews', '/allNews?page=0', '/allNews?page=x'])
      expect(Object.keys((await embedded(url)) ?? {})).toEqual(['/settings', '/news/1', '/news/2']);
  });

  it('reads a page’s data by each read’s own reader, not by requests through the app, and keeps it for the early answers', async () => {
    // A new content version: nothing read yet, no page kept.
    await app.contentChanged();
    const inject = vi.spyOn(app, 'inject');
    try {
      const data = await embedded('/');
      expect(Object.keys(data ?? {})).toHaveLength(8);
      // The test's own request, and none by the renderer: light-my-request's stand-ins slowed every
      // request the server answered after them (bench/README.md, 'A render's lasting cost').
      const urls = (inject.mock.calls as unknown[][]).map((call) => {
        const options = call[0] as string | { url?: string };
        return typeof options === 'string' ? options : options.url;
      });
      expect(urls).toEqual(['/']);
    } finally {
      inject.mockRestore();
    }
    const remembered = app.delivery.store.find('/api/v1/admin/news', undefined);
    expect(remembered && JSON.parse(remembered.bytes.toString())).toEqual(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/news' })).json(),
    );
  });

  it('keeps data from closing the element early', async () => {
    const evil = await createNews(handle.db, { name: '</script><script>alert(2)</script>', isNews: true });
    const res = await app.inject({ method: 'GET', url: `/showNews/${evil.id}` });
    expect(res.body).not.toContain('<script>alert(2)</script>');
    expect((await embedded(`/showNews/${evil.id}`))?.[`/news/id/${evil.id}`]).toMatchObject({
      name: evil.name,
    });
  });
});
