/**
 * Content that looks like markup or like a replacement pattern (`$'` copies what follows a match,
 * `` $` `` what precedes it) is written into a page as the text it is: in its head, its JSON-LD, its
 * rendered body and its embedded data, in both languages, for news, events and the site settings.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unpackPageData } from '@authority/shared/embedded-data';
import { DEFAULT_SETTINGS } from '@authority/shared/settings-defaults';
import type { FastifyInstance } from 'fastify';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createEvent, createNews } from '../../db/factories.js';
import { siteSettings } from '../../db/schema.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';

/** Each a replacement pattern of `String.prototype.replace`, or markup that could end an element. */
const TRICKY = ["$'", '$`', '$&', '$$', '$1', '</script>', '<!--', '\u2028', '\u2029'] as const;
const english = (text: string) => `Fees ${text} rise`;
const arabic = (text: string) => `رسوم ${text} ترتفع`;
// Inside the name: a setting's text is trimmed, and U+2028 and U+2029 are white space.
const SITE_NAME = { en: `Amanah ${TRICKY.join(' ')} Health`, ar: `أمانة ${TRICKY.join(' ')} الصحة` };

// The shell as Vite builds it (apps/web/index.html), and a renderer that writes each text it is
// handed as React does: `&`, `<` and `>` escaped in text.
const INDEX = [
  '<!doctype html>',
  '<html lang="en" dir="ltr">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta name="description" content="Built tagline" />',
  '    <title>Built</title>',
  '    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');
const MANIFEST = JSON.stringify({
  'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
});
const RENDERER = `
  const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const texts = (value) =>
    typeof value === 'string' ? [value]
    : Array.isArray(value) ? value.flatMap(texts)
    : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
  export async function renderPage(url, data) {
    return '<main>' + texts(data).map((text) => '<p>' + escape(text) + '</p>').join('') + '</main>';
  }`;

let app: FastifyInstance;
const news = new Map<string, number>();
const events = new Map<string, number>();

beforeAll(async () => {
  const config = testConfig();
  const dist = path.join(config.dataDir, 'web-dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(config.dataDir, 'dist-ssr'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), MANIFEST);
  writeFileSync(path.join(config.dataDir, 'dist-ssr', 'entry-server.js'), RENDERER);
  const handle = await createTestDatabase();
  app = await buildApp({
    config: { ...config, webDistDir: dist },
    database: handle,
    ownsDatabase: true,
    logger: false,
    mailPollMs: 0,
  });
  await app.ready();
  for (const text of TRICKY) {
    const item = await createNews(handle.db, {
      name: english(text),
      description: `<p>${english(text)}</p>`,
      translations: { ar: { name: arabic(text), description: `<p>${arabic(text)}</p>` } },
    });
    news.set(text, item.id);
    const event = await createEvent(handle.db, {
      eventName: english(text),
      location: english(text),
      description: english(text),
      translations: { ar: { eventName: arabic(text), location: arabic(text), description: arabic(text) } },
    });
    events.set(text, event.id);
  }
  await handle.db.insert(siteSettings).values({
    id: 1,
    value: {
      ...DEFAULT_SETTINGS,
      siteName: SITE_NAME.en,
      contact: { ...DEFAULT_SETTINGS.contact, city: SITE_NAME.en },
      translations: { ar: { siteName: SITE_NAME.ar, contact: { city: SITE_NAME.ar } } },
    },
  });
  await app.contentChanged();
});
afterAll(() => app.close());

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
function* elementsIn(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elementsIn(child);
}
const textIn = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The page at `url` as a browser reads it. */
async function pageAt(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const elements = [...elementsIn(parse(res.body))];
  const scripts = (type: string) =>
    elements.filter((e) => e.tagName === 'script' && attribute(e, 'type') === type).map(textIn);
  const meta = (key: string) =>
    elements
      .filter((e) => e.tagName === 'meta' && (attribute(e, 'property') ?? attribute(e, 'name')) === key)
      .map((e) => attribute(e, 'content'));
  const [embedded, ...more] = scripts('application/json');
  expect(more).toEqual([]);
  return {
    body: res.body,
    count: (tag: string) => elements.filter((e) => e.tagName === tag).length,
    title: elements.filter((e) => e.tagName === 'title').map(textIn),
    meta,
    // Each must parse: a `</script>` or U+2028 left raw would cut it or break it.
    jsonLd: scripts('application/ld+json').map((text) => JSON.parse(text) as Record<string, unknown>),
    data: unpackPageData(JSON.parse(embedded ?? 'null') as Record<string, unknown>),
    paragraphs: elements.filter((e) => e.tagName === 'p').map(textIn),
  };
}

describe.each([
  { locale: 'en', prefix: '', text: english },
  { locale: 'ar', prefix: '/ar', text: arabic },
] as const)('content in $locale', ({ locale, prefix, text: inLanguage }) => {
  const siteName = SITE_NAME[locale];

  it.each(TRICKY)('a news item named with %j shows it literally everywhere', async (tricky) => {
    const name = inLanguage(tricky);
    const page = await pageAt(`${prefix}/showNews/${news.get(tricky)}`);
    // Nothing of the document was copied into it.
    for (const tag of ['html', 'head', 'body', 'title']) expect(page.count(tag), tag).toBe(1);
    // The head names the item by its stored name (the default language's), the site in the page's.
    const title = `${english(tricky)} | ${siteName}`;
    expect(page.title).toEqual([title]);
    expect(page.meta('og:title')).toEqual([title]);
    expect(page.meta('og:site_name')).toEqual([siteName]);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'NewsArticle', headline: english(tricky) }),
    ]);
    const item = page.data[`/news/id/${news.get(tricky)}${locale === 'ar' ? '?lang=ar' : ''}`];
    expect(item).toMatchObject({ name, description: `<p>${name}</p>` });
    expect(page.data[`/settings${locale === 'ar' ? '?lang=ar' : ''}`]).toMatchObject({ siteName });
    expect(page.paragraphs).toEqual(expect.arrayContaining([name, `<p>${name}</p>`, siteName]));
  });

  it.each(TRICKY)('an event named with %j shows it literally everywhere', async (tricky) => {
    const name = inLanguage(tricky);
    const page = await pageAt(`${prefix}/event-details/${events.get(tricky)}`);
    for (const tag of ['html', 'head', 'body', 'title']) expect(page.count(tag), tag).toBe(1);
    expect(page.title).toEqual([`${english(tricky)} | ${siteName}`]);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        // Its description is a summary of the HTML (tags dropped, white space folded): the data has it whole.
        name: english(tricky),
        location: expect.objectContaining({
          name: english(tricky),
          address: expect.objectContaining({ addressLocality: siteName }),
        }),
      }),
    ]);
    const event = page.data[`/Events/${events.get(tricky)}${locale === 'ar' ? '?lang=ar' : ''}`];
    expect(event).toMatchObject({ eventName: name, location: name, description: name });
    expect(page.paragraphs).toEqual(expect.arrayContaining([name, siteName]));
  });

  it('the settings, full of every pattern, show literally on the landing page and its JSON-LD', async () => {
    const page = await pageAt(prefix || '/');
    for (const tag of ['html', 'head', 'body', 'title']) expect(page.count(tag), tag).toBe(1);
    expect(page.meta('og:site_name')).toEqual([siteName]);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'MedicalOrganization',
        alternateName: siteName,
        address: expect.objectContaining({ addressLocality: siteName }),
      }),
      expect.objectContaining({ '@type': 'WebSite', name: siteName }),
    ]);
    expect(page.data[`/settings${locale === 'ar' ? '?lang=ar' : ''}`]).toMatchObject({ siteName });
    expect(page.paragraphs).toContain(siteName);
  });
});
