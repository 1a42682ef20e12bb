/**
 * The search page as the server sends it (`/search`, `/ar/search`): kept out of search engines,
 * its results embedded for the first paint and each visit counted; every page links the site's
 * OpenSearch description, and `/` says how to search the site (schema.org `SearchAction`).
 */
import { unpackPageData } from '@authority/shared/embedded-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews } from '../../db/factories.js';
import { searchQueryDays } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Built title</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ indexHtml: INDEX, env: { PUBLIC_URL: 'https://health.example' } });
  await createNews(t.db, {
    name: 'Flu vaccination clinic',
    translations: { ar: { name: 'عيادة التطعيم ضد الإنفلونزا' } },
  });
  await t.app.contentChanged();
});
afterAll(() => t.close());

const embedded = (body: string) => {
  const json = body.match(/<script type="application\/json" id="initial-data">(.*?)<\/script>/)?.[1];
  return json ? unpackPageData(JSON.parse(json) as Record<string, unknown>) : {};
};

describe('the search page', () => {
  it.each([
    ['/search?q=vaccine', '/search?q=vaccine', 'Flu vaccination clinic'],
    [
      '/ar/search?q=%D8%A7%D9%84%D8%AA%D8%B7%D8%B9%D9%8A%D9%85',
      '/search?q=%D8%A7%D9%84%D8%AA%D8%B7%D8%B9%D9%8A%D9%85&lang=ar',
      'عيادة التطعيم ضد الإنفلونزا',
    ],
  ])('%s: noindex, its results, the latest news and events embedded', async (url, read, title) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(res.body).not.toContain('hreflang');
    const data = embedded(res.body);
    expect((data[read] as { items: { title: string }[] }).items[0]?.title).toBe(title);
    expect(Object.keys(data).some((key) => key.startsWith('/news/1'))).toBe(true);
  });

  it('an empty query embeds no search, only the news and events', async () => {
    const data = embedded((await t.app.inject({ method: 'GET', url: '/search' })).body);
    expect(Object.keys(data).filter((key) => key.includes('/search'))).toEqual([]);
  });

  it('counts each visit of a page of results, never keeping the page', async () => {
    await t.app.searchTally.flush(t.db, t.app.now());
    await t.db.delete(searchQueryDays);
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'GET', url: '/search?q=clinic' });
    await t.app.searchTally.flush(t.db, t.app.now());
    const rows = await t.db.select().from(searchQueryDays);
    expect(rows.map((row) => [row.query, row.asked, row.unanswered])).toEqual([['clinic', 2, 0]]);
  });
});

describe('how browsers and crawlers learn of the search', () => {
  it('every page links the OpenSearch description of its language', async () => {
    const english = (await t.app.inject({ method: 'GET', url: '/allNews' })).body;
    expect(english).toMatch(
      /<link rel="search" type="application\/opensearchdescription\+xml" href="https:\/\/health\.example\/opensearch\.xml" title="[^"]+" \/>/,
    );
    const arabic = (await t.app.inject({ method: 'GET', url: '/ar/allNews' })).body;
    expect(arabic).toContain('href="https://health.example/ar/opensearch.xml"');
  });

  it.each([
    ['/opensearch.xml', 'https://health.example/search?q={searchTerms}', '<Language>en</Language>'],
    ['/ar/opensearch.xml', 'https://health.example/ar/search?q={searchTerms}', '<Language>ar</Language>'],
  ])('%s names the search page', async (url, template, language) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
    expect(res.body).toContain(`<Url type="text/html" method="get" template="${template}"/>`);
    expect(res.body).toContain(language);
    expect(res.body).toMatch(/<ShortName>.{1,16}<\/ShortName>/u);
  });

  it('/ carries WebSite JSON-LD with a SearchAction', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const blocks = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] as string),
    );
    expect(blocks.find((block) => block['@type'] === 'WebSite')).toMatchObject({
      url: 'https://health.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://health.example/search?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
