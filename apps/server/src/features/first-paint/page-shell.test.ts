/** The built index.html turned into a page (decision 005), its scripts read from the Vite manifest. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  embedData,
  readAppEntry,
  routeChunkNames,
  startingAfterLoad,
  withPreloads,
  withRenderedRoot,
} from './page-shell.js';

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

describe('startingAfterLoad', () => {
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
    expect(startingAfterLoad(INDEX, entry)).toBe(
      [
        '<head><title>Site</title>',
        '    <script src="/start-app.js" defer data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/site-1.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '</head><body><div id="root"></div></body>',
      ].join('\n'),
    );
  });

  it('is undefined when the page does not load that entry (a manifest of another build)', () => {
    expect(startingAfterLoad(INDEX, { ...entry, script: '/assets/index-2.js' })).toBeUndefined();
  });
});

describe('withPreloads and routeChunkNames', () => {
  it("add a page's route chunks to what start-app.js preloads, each once", () => {
    const shell =
      '<script src="/start-app.js" defer data-entry="/assets/index-1.js" data-preload="/assets/react-1.js"></script>';
    expect(
      withPreloads(shell, ['/assets/react-1.js', '/assets/pages-ar-1.js', '/assets/all-news-page-1.js']),
    ).toBe(
      '<script src="/start-app.js" defer data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/pages-ar-1.js /assets/all-news-page-1.js"></script>',
    );
    expect(withPreloads(shell, [])).toBe(shell);
  });

  it('name the language’s public texts on a page not in English, and a routed page’s module and text area', () => {
    expect(routeChunkNames('landing', 'en')).toEqual([]);
    expect(routeChunkNames('landing', 'ar')).toEqual(['public-ar']);
    expect(routeChunkNames('allNews', 'en')).toEqual(['all-news-page', 'pages-en']);
    expect(routeChunkNames('eventSponsor', 'ar')).toEqual(['public-ar', 'event-sponsor-page', 'forms-ar']);
    expect(routeChunkNames('staff', 'en')).toEqual([]);
  });
});

describe('withRenderedRoot', () => {
  it('puts the resource hints React wrote before the markup into the head, and only those', () => {
    const hint = '<link rel="preload" as="image" href="/uploads/a.webp" fetchPriority="high"/>';
    const html = withRenderedRoot(
      '<head><title>x</title></head><body><div id="root"></div></body>',
      `${hint}<div id="top"><link rel="stylesheet" href="/in-page.css"/><main>News</main></div>`,
    );
    expect(html).toBe(
      `<head><title>x</title>${hint}\n  </head><body><div id="root"><div id="top"><link rel="stylesheet" href="/in-page.css"/><main>News</main></div></div></body>`,
    );
  });
});

describe('embedData and withRenderedRoot', () => {
  it('embed the data as JSON no markup can close, and put the markup inside the empty root', () => {
    const html = withRenderedRoot(
      embedData('<body><div id="root"></div></body>', { '/news': [{ name: '</script>' }] }),
      '<main>News</main>',
    );
    expect(html).toBe(
      '<body><div id="root"><main>News</main></div><script type="application/json" id="initial-data">{"/news":[{"name":"\\u003c/script>"}]}</script>\n  </body>',
    );
  });
});
