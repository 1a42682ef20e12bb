/** The built index.html turned into a page (decision 005), its scripts read from the Vite manifest. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { PageHead } from '../lib/page-head.js';
import {
  type AppEntry,
  assemblePage,
  type PageParts,
  readAppEntry,
  readShell,
  routeChunkNames,
} from './page-shell.js';

type Node = DefaultTreeAdapterMap['node'];
/** The text of the first `tag` element of a parsed document. */
function textOf(node: Node, tag: string): string | undefined {
  if ('tagName' in node && node.tagName === tag)
    return node.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const text = textOf(child, tag);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** `html` cut once into a shell (starting after load with `entry`), and a page assembled on it. */
function pageOn(html: string, parts: PageParts = {}, entry?: AppEntry): string {
  const shell = readShell(html, entry);
  if (!shell) throw new Error('the shell does not load the entry');
  return assemblePage(shell, parts);
}

/** A build folder holding `manifest` as `.vite/manifest.json` (none when undefined). */
function buildWith(manifest?: unknown) {
  const dist = mkdtempSync(path.join(tmpdir(), 'authority-shell-'));
  if (manifest !== undefined) {
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dist;
}

describe('readAppEntry', () => {
  it('names the entry and its static imports, each after what it imports, once, as Vite preloads them', () => {
    const dist = buildWith({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_site.js', '_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_jsx.js': { file: 'assets/jsx-1.js' },
      '_site.js': { file: 'assets/site-1.js', imports: ['_jsx.js', '_react.js'] },
      'src/app/routes/dashboard/page.tsx': { file: 'assets/page-1.js', isDynamicEntry: true },
    });
    expect(readAppEntry(dist)).toMatchObject({
      script: '/assets/index-1.js',
      preloads: ['/assets/jsx-1.js', '/assets/react-1.js', '/assets/site-1.js'],
    });
  });

  it("names each named chunk's files beyond the entry's, each after what it imports", () => {
    const dist = buildWith({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js', name: 'react' },
      '_public-ar.js': { file: 'assets/public-ar-1.js', name: 'public-ar', imports: ['_react.js'] },
      '_date.js': { file: 'assets/date-1.js', name: 'date' },
      'src/app/routes/site/all-news-page.tsx': {
        file: 'assets/all-news-page-1.js',
        name: 'all-news-page',
        isDynamicEntry: true,
        imports: ['index.html', '_date.js', '_react.js'],
      },
      'index.css': { file: 'assets/index-1.css', name: 'index' },
    });
    const { chunks } = readAppEntry(dist) ?? { chunks: new Map() };
    expect(chunks.get('public-ar')).toEqual(['/assets/public-ar-1.js']);
    expect(chunks.get('all-news-page')).toEqual(['/assets/date-1.js', '/assets/all-news-page-1.js']);
    expect(chunks.has('index')).toBe(false);
  });

  it('is undefined for a build without a manifest or without index.html’s entry', () => {
    expect(readAppEntry(buildWith())).toBeUndefined();
    expect(readAppEntry(buildWith({ 'other.html': { file: 'assets/other.js' } }))).toBeUndefined();
  });
});

describe('a shell that starts after load', () => {
  const INDEX = [
    '<head><title>Site</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/site-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '</head><body><div id="root"></div></body>',
  ].join('\n');
  const entry = {
    script: '/assets/index-1.js',
    preloads: ['/assets/react-1.js', '/assets/site-1.js'],
    chunks: new Map<string, string[]>(),
  };

  it('hands the entry and its preloads to start-app.js in place of the module script; styles stay', () => {
    expect(pageOn(INDEX, {}, entry)).toBe(
      [
        '<head><title>Site</title>',
        '    <script src="/start-app.js" defer data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/site-1.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '</head><body><div id="root"></div></body>',
      ].join('\n'),
    );
  });

  it('is undefined when the page does not load that entry (a manifest of another build)', () => {
    expect(readShell(INDEX, { ...entry, script: '/assets/index-2.js' })).toBeUndefined();
  });
});

describe('preloads and routeChunkNames', () => {
  it("add a page's route chunks to what start-app.js preloads, each once", () => {
    const built =
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js">';
    const entry = { script: '/assets/index-1.js', preloads: ['/assets/react-1.js'], chunks: new Map() };
    const shell =
      '<script src="/start-app.js" defer data-entry="/assets/index-1.js" data-preload="/assets/react-1.js"></script>';
    expect(
      pageOn(
        built,
        { preloads: ['/assets/react-1.js', '/assets/pages-ar-1.js', '/assets/all-news-page-1.js'] },
        entry,
      ),
    ).toBe(
      '<script src="/start-app.js" defer data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/pages-ar-1.js /assets/all-news-page-1.js"></script>',
    );
    expect(pageOn(built, { preloads: [] }, entry)).toBe(shell);
  });

  it('name the language’s public texts on a page not in English, and a routed page’s module and text area', () => {
    expect(routeChunkNames('landing', 'en')).toEqual([]);
    expect(routeChunkNames('landing', 'ar')).toEqual(['public-ar']);
    expect(routeChunkNames('allNews', 'en')).toEqual(['all-news-page', 'pages-en']);
    expect(routeChunkNames('eventSponsor', 'ar')).toEqual(['public-ar', 'event-sponsor-page', 'forms-ar']);
    expect(routeChunkNames('staff', 'en')).toEqual([]);
  });
});

describe('the rendered markup', () => {
  it('puts the resource hints React wrote before the markup into the head, and only those', () => {
    const hint = '<link rel="preload" as="image" href="/uploads/a.webp" fetchPriority="high"/>';
    const html = pageOn('<head><title>x</title></head><body><div id="root"></div></body>', {
      markup: `${hint}<div id="top"><link rel="stylesheet" href="/in-page.css"/><main>News</main></div>`,
    });
    expect(html).toBe(
      `<head><title>x</title>${hint}\n  </head><body><div id="root"><div id="top"><link rel="stylesheet" href="/in-page.css"/><main>News</main></div></div></body>`,
    );
  });
});

describe('the embedded data and the rendered markup', () => {
  it('embed the data as JSON no markup can close, and put the markup inside the empty root', () => {
    const html = pageOn('<body><div id="root"></div></body>', {
      data: { '/news': [{ name: '</script>' }] },
      markup: '<main>News</main>',
    });
    expect(html).toBe(
      '<body><div id="root"><main>News</main></div><script type="application/json" id="initial-data">{"/news":[{"name":"\\u003c/script>"}]}</script>\n  </body>',
    );
  });
});

describe('the head', () => {
  const BUILT = [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="description" content="Built tagline" />',
    '    <title>Built</title>',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');
  const head = (title: string): PageHead => ({
    title,
    description: `About ${title}`,
    canonical: 'https://health.example/ar/allNews',
    type: 'website',
    siteName: 'Amanah',
    locale: 'ar',
  });

  it("replaces the built language, title and description with the page's, its tags at the head's end", () => {
    const html = pageOn(BUILT, { head: head('News') });
    expect(html).toMatch(
      /^<!doctype html>\n<html lang="ar" dir="rtl">\n {2}<head>\n {4}<meta charset="UTF-8" \/>\n {4}/,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>News</title>');
    expect(html).not.toContain('Built');
    expect(html).toContain('<meta name="description" content="About News" />');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the shell as built without a head', () => {
    expect(pageOn(BUILT)).toBe(BUILT);
  });

  it.each(["$'", '$`', '$&', '$$', '$1', '</script>', '<!--', '\u2028', '\u2029'])(
    'writes %j in a title and in the data as it is, never as a replacement pattern or markup',
    (text) => {
      const title = `Fees ${text} rise`;
      const html = pageOn(BUILT, {
        head: head(title),
        data: { '/news': [{ name: title }] },
        markup: '<main></main>',
      });
      // Nothing of the document is copied in: one doctype, one head, one root.
      expect(html.match(/<!doctype/g)).toHaveLength(1);
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      // As a browser reads it: the title's text and the data's JSON are the text itself.
      const document = parse(html);
      expect(textOf(document, 'title')).toBe(title);
      const data = textOf(document, 'script');
      expect(JSON.parse(data ?? '')).toEqual({ '/news': [{ name: title }] });
    },
  );
});
