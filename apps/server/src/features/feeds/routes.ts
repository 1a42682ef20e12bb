/**
 * features/feeds: what crawlers and feed readers fetch besides the pages, `/robots.txt`,
 * `/sitemap.xml` and `/rss.xml`. Built from the data, cached until content changes,
 * answered with ETags like every public read.
 */

import { FEEDS_TEXTS } from '@authority/shared/i18n/feeds-all';
import { PUBLIC_TEXTS } from '@authority/shared/i18n/public-all';
import { DEFAULT_LOCALE, LOCALES, type Locale, localizePath } from '@authority/shared/locales';
import { STAFF_PAGE_SEGMENTS } from '@authority/shared/page-contract';
import { ROUTES } from '@authority/shared/routes';
import type { FastifyInstance } from 'fastify';
import { addPublicText } from '../../delivery/index.js';
import { summary } from '../../lib/page-head.js';
import { loadSettings } from '../../lib/site-settings.js';
import { settingsIn, siteNameIn } from '../settings/index.js';
import { allEventsForFeeds, allNewsForFeeds } from './queries.js';

const xml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Characters XML 1.0 forbids (control characters) are dropped from text taken from the data. */
const xmlText = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  xml(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));

const day = (date: Date) => date.toISOString().slice(0, 10);

export const RSS_ITEMS = 50;
export const RSS_PATH = '/rss.xml';
/** The OpenSearch description every page links (`/opensearch.xml`, `/ar/opensearch.xml`). */
export const OPENSEARCH_PATH = '/opensearch.xml';
/** OpenSearch's most characters for a short name. */
const SHORT_NAME_MAX = 16;

export default async function feedRoutes(app: FastifyInstance) {
  const base = app.config.publicUrl;

  // Kept by the delivery layer until content changes; feed readers may keep them five minutes.
  const feed = (path: string, type: string, build: () => Promise<string>) =>
    addPublicText(app, path, type, 'public, max-age=300', build);

  feed('/robots.txt', 'text/plain; charset=utf-8', async () =>
    [
      'User-agent: *',
      ...STAFF_PAGE_SEGMENTS.map((segment) => `Disallow: /${segment}`),
      'Disallow: /api/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n'),
  );

  feed('/sitemap.xml', 'application/xml; charset=utf-8', async () => {
    const [newsRows, eventRows] = await Promise.all([
      allNewsForFeeds(app.db, app.now()),
      allEventsForFeeds(app.db, app.now()),
    ]);
    const latest = [...newsRows.map((n) => n.updatedAt), ...eventRows.map((e) => e.updatedAt)].sort(
      (a, b) => b.getTime() - a.getTime(),
    )[0];
    // Each page once per language, each entry naming every language's address (hreflang).
    const alternates = (path: string) =>
      [
        ...LOCALES.map((other) => [other, localizePath(path, other)] as const),
        ['x-default', localizePath(path, DEFAULT_LOCALE)] as const,
      ]
        .map(
          ([hreflang, address]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(`${base}${address}`)}"/>`,
        )
        .join('');
    const url = (path: string, lastmod?: Date) =>
      LOCALES.map(
        (locale) =>
          `  <url><loc>${xml(`${base}${localizePath(path, locale)}`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}${alternates(path)}</url>`,
      ).join('\n');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      url(ROUTES.home, latest),
      url(ROUTES.allNews, newsRows[0]?.updatedAt),
      url(ROUTES.userEvents, eventRows.at(-1)?.updatedAt),
      url(ROUTES.privacy),
      ...newsRows.map((n) => url(ROUTES.showNews(n.id), n.updatedAt)),
      ...eventRows.map((e) => url(ROUTES.eventDetails(e.id), e.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  });

  /** The news feed in one language: `/rss.xml`, `/ar/rss.xml`. */
  const rssFeed = async (locale: Locale) => {
    const texts = PUBLIC_TEXTS[locale];
    const siteName = siteNameIn(settingsIn(await loadSettings(app.db), locale), locale);
    const at = (path: string) => xml(`${base}${localizePath(path, locale)}`);
    const items = (await allNewsForFeeds(app.db, app.now())).filter((n) => n.isNews).slice(0, RSS_ITEMS);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${xmlText(FEEDS_TEXTS[locale].title(siteName))}</title>`,
      `    <link>${at(ROUTES.allNews)}</link>`,
      `    <description>${xmlText(FEEDS_TEXTS[locale].description(texts.site.fullName))}</description>`,
      `    <language>${locale}</language>`,
      `    <atom:link href="${at(RSS_PATH)}" rel="self" type="application/rss+xml" />`,
      ...(items[0] ? [`    <lastBuildDate>${items[0].updatedAt.toUTCString()}</lastBuildDate>`] : []),
      ...items.map((n) =>
        [
          '    <item>',
          `      <title>${xmlText(n.name)}</title>`,
          `      <link>${at(ROUTES.showNews(n.id))}</link>`,
          `      <guid isPermaLink="true">${at(ROUTES.showNews(n.id))}</guid>`,
          `      <pubDate>${n.createdOn.toUTCString()}</pubDate>`,
          `      <description>${xmlText(summary(n.description, 500))}</description>`,
          '    </item>',
        ].join('\n'),
      ),
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
  };

  /** What browsers need to offer the site's search (docs/decisions/037-site-search.md). */
  const openSearch = async (locale: Locale) => {
    const texts = PUBLIC_TEXTS[locale];
    const siteName = siteNameIn(settingsIn(await loadSettings(app.db), locale), locale);
    const template = `${base}${localizePath(ROUTES.search, locale)}?q={searchTerms}`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
      `  <ShortName>${xmlText([...siteName].slice(0, SHORT_NAME_MAX).join(''))}</ShortName>`,
      `  <Description>${xmlText(FEEDS_TEXTS[locale].searchDescription(texts.site.fullName))}</Description>`,
      '  <InputEncoding>UTF-8</InputEncoding>',
      `  <Language>${locale}</Language>`,
      `  <Image type="image/svg+xml">${xml(`${base}/favicon.svg`)}</Image>`,
      `  <Url type="text/html" method="get" template="${xml(template)}"/>`,
      `  <Url type="application/opensearchdescription+xml" rel="self" template="${xml(`${base}${localizePath(OPENSEARCH_PATH, locale)}`)}"/>`,
      '</OpenSearchDescription>',
      '',
    ].join('\n');
  };

  for (const locale of LOCALES) {
    feed(localizePath(RSS_PATH, locale), 'application/rss+xml; charset=utf-8', () => rssFeed(locale));
    feed(localizePath(OPENSEARCH_PATH, locale), 'application/opensearchdescription+xml; charset=utf-8', () =>
      openSearch(locale),
    );
  }
}
