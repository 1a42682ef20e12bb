/**
 * Unknown addresses: a page path no route matches answers 404 with the site's not-found
 * page (its head, and its markup from the server renderer), in the address's language; known pages
 * and the API's JSON 404 are unchanged.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_TEXTS } from '@authority/shared/i18n/public-all';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';

let app: FastifyInstance;
const INDEX =
  '<!doctype html><html lang="en"><head><title>Built</title></head><body><div id="root"></div></body></html>';
// A stand-in for apps/web/dist-ssr/entry-server.js: shows which page it rendered from what.
const RENDERER = `export async function renderPage(url, data) {
  return '<main data-url="' + url + '">' + Object.keys(data).sort().join(' ') + '</main>';
}`;

beforeAll(async () => {
  const config = testConfig();
  const dist = path.join(config.dataDir, 'web-dist');
  mkdirSync(dist, { recursive: true });
  mkdirSync(path.join(config.dataDir, 'dist-ssr'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(config.dataDir, 'dist-ssr', 'entry-server.js'), RENDERER);
  app = await buildApp({
    config: { ...config, webDistDir: dist },
    database: await createTestDatabase(),
    ownsDatabase: true,
    logger: false,
    mailPollMs: 0,
  });
  await app.ready();
});
afterAll(() => app.close());

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const notFoundTitle = (locale: 'en' | 'ar') =>
  `${PUBLIC_TEXTS[locale].pageTitles.notFound} | ${PUBLIC_TEXTS[locale].site.name}`;

describe('an address no page has', () => {
  it.each([
    ['/no-such-page', 'en'],
    ['/No-Such-Page/', 'en'],
    ['/no/such/page?tab=news', 'en'],
    ['/showNews', 'en'],
    ['/showNews/abc', 'en'],
    ['/showNews/1/extra', 'en'],
    ['/thank-you/again', 'en'],
    ['/ar/no-such-page', 'ar'],
    ['/ar/showNews/abc', 'ar'],
    // Staff pages have no Arabic address.
    ['/ar/login', 'ar'],
  ] as const)('%s answers 404 with the not-found page in its language', async (url, locale) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(titleOf(res.body)).toBe(notFoundTitle(locale));
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(res.body).toContain(`<html lang="${locale}"`);
    // The not-found page's markup, rendered on the server (the router's catch-all route), from the
    // settings read in the page's language.
    const settingsRead = locale === 'ar' ? '/settings?lang=ar' : '/settings';
    expect(res.body).toContain(`">${settingsRead}</main></div>`);
  });

  it.each([
    '/',
    '/allNews',
    '/thank-you',
    '/privacy',
    '/ar',
    '/ar/allNews',
    '/ar/privacy',
    '/login',
    '/dashboard/users',
  ])('leaves the page %s as it was (200)', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).not.toBe(notFoundTitle('en'));
  });

  it('answers a dashboard path without a screen 404, leaving its not-found screen to the dashboard', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard/no-such-screen' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    // The dashboard's own screen, not the public site's page, which the browser would replace.
    expect(titleOf(res.body)).not.toBe(notFoundTitle('en'));
  });

  it('answers an unknown API path and a missing file with JSON, not the page', async () => {
    for (const url of ['/api/v1/admin/no-such-page', '/no-such-file.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
  });
});
