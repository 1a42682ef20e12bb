import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createEvent, createNews } from '../db/factories.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

let app: FastifyInstance;
/** `<15000 digits>` in a URL below stands for that many digits (so test names stay readable). */
const expand = (url: string) => url.replace('<15000 digits>', '7'.repeat(15_000));
const INDEX =
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';

/** The hash of a stand-in upload narrower than the middle width. */
const NARROW = 'a'.repeat(32);

/**
 * An app serving a stand-in web build written into its data folder: `files` by path inside the
 * build (`dist-ssr/…` lands beside it, as the server renderer does), `uploads` by name.
 */
async function appServing(files: Record<string, string | Buffer>, uploads: Record<string, string> = {}) {
  const config = testConfig();
  const dist = path.join(config.dataDir, 'web-dist');
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  for (const [name, text] of Object.entries(files))
    write(name.startsWith('dist-ssr/') ? path.join(config.dataDir, name) : path.join(dist, name), text);
  for (const [name, text] of Object.entries(uploads)) write(path.join(config.uploadsDir, name), text);
  const built = await buildApp({
    config: { ...config, webDistDir: dist },
    database: await createTestDatabase(),
    ownsDatabase: true,
    logger: false,
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  app = await appServing(
    {
      'index.html': INDEX,
      'assets/index-AbC123.js': 'console.log("app")',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.vite/manifest.json': '{"index.html":{"file":"assets/index-AbC123.js"}}',
      '.env': 'SECRET=1',
    },
    {
      'f00d.webp': 'RIFF....WEBP',
      '.hidden.webp': 'RIFF....WEBP',
      // An image 700 px wide: a 480 px rendition, no 960 px one.
      [`${NARROW}.webp`]: 'full image',
      [`${NARROW}-480w.webp`]: '480 px rendition',
    },
  );
  // Events 1 and 2: an event's pages exist only for an event that does.
  await createEvent(app.db);
  await createEvent(app.db);
});
afterAll(() => app.close());

describe('serving the built web app', () => {
  it.each(['/', '/allNews', '/AllNews', '/event-sponser/2', '/dashboard/users'])(
    'answers the page route %s with the app page and its own head, never cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).toContain('<link rel="canonical"');
    },
  );

  it('answers the page of a news item that does not exist with the app page and 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/showNews/3' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it.each([
    '/event/404',
    '/event-sponser/404',
    '/event-details/404',
    '/showNews/0',
    '/showNews/012',
    '/event/abc',
    '/event-sponser/1000000000',
    '/showNews/<15000 digits>',
  ])('answers the page of an id that does not or cannot exist with the app page and 404: %s', async (url) => {
    const res = await app.inject({ method: 'GET', url: expand(url) });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it.each(['/.vite/manifest.json', '/.VITE/manifest.json', '/.env', '/uploads/.hidden.webp'])(
    'serves no dotfile of the build or the uploads: %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('index-AbC123');
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('RIFF');
    },
  );

  it.each(['/dashboard/nothing-here', '/dashboard/users/extra', '/Dashboard/NoSuchScreen/'])(
    'answers a dashboard path without a screen with the app page and 404: %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    },
  );

  it.each([
    '/dashboard',
    '/dashboard/account',
    '/dashboard/audit-log',
    '/dashboard/check-in?event=11',
    '/viewSubmission/4',
    '/login',
  ])('answers the staff page %s with 200', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('serves hashed assets with long immutable caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app")');
  });

  it('serves other files of the build with a short cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves uploads by content hash with immutable caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/f00d.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a width an upload has with its rendition, and one it is too narrow for with the full image', async () => {
    const rendition = await app.inject({ method: 'GET', url: `/uploads/${NARROW}-480w.webp` });
    expect(rendition.statusCode).toBe(200);
    expect(rendition.body).toBe('480 px rendition');
    expect(rendition.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const wider = await app.inject({ method: 'GET', url: `/uploads/${NARROW}-960w.webp` });
    expect(wider.statusCode).toBe(200);
    expect(wider.body).toBe('full image');
    expect(wider.headers['content-type']).toBe('image/webp');
    expect(wider.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    // A width no page names, and a rendition of an image that does not exist.
    `/uploads/${NARROW}-700w.webp`,
    `/uploads/${'b'.repeat(32)}-960w.webp`,
  ])('answers %s with a JSON 404', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it.each(['/api/v1/admin/nope', '/uploads/missing.webp', '/assets/missing.js', '/missing.png'])(
    'answers %s with a JSON 404, not the page',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    },
  );

  it('does not answer a POST to a page route with the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/allNews', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('server rendering', () => {
  let rendered: FastifyInstance;
  const BUILT_INDEX = [
    '<!doctype html><html><head><title>Site</title>',
    '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/site-2.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  // A stand-in for apps/web/dist-ssr/entry-server.js: shows what it was given, counts its calls,
  // and fails for one page.
  const RENDERER = `
    globalThis.renderCalls = [];
    export async function renderPage(url, data) {
      globalThis.renderCalls.push(url);
      if (url.startsWith('/UserEvent')) throw new Error('render failed');
      return '<main data-url="' + url + '">' + Object.keys(data).sort().join(' ') + '</main>';
    }`;
  const calls = () => (globalThis as { renderCalls?: string[] }).renderCalls ?? [];
  // What Vite writes beside BUILT_INDEX: the entry, and the chunks it imports (the server's source).
  const MANIFEST = JSON.stringify({
    'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_react-1.js', '_site-2.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_site-2.js': { file: 'assets/site-2.js', imports: ['_react-1.js'] },
  });

  beforeAll(async () => {
    rendered = await appServing({
      'index.html': BUILT_INDEX,
      '.vite/manifest.json': MANIFEST,
      'dist-ssr/entry-server.js': RENDERER,
    });
    // Two pages of news (8 a page) and one event.
    for (let i = 0; i < 9; i++) await createNews(rendered.db);
    await createEvent(rendered.db);
  });
  afterAll(() => rendered.close());

  it('puts a public page’s markup, made from its embedded answers, inside #root', async () => {
    const res = await rendered.inject({ method: 'GET', url: '/allNews?page=2' });
    expect(res.statusCode).toBe(200);
    // The page asked for (and the next, for the pager) is what the page carries.
    expect(res.body).toContain(
      '<div id="root"><main data-url="/allNews?page=2">/news/2 /news/3 /settings</main></div>',
    );
    expect(res.body).toContain('<script type="application/json" id="initial-data">');
  });

  it('starts the app only after the page has loaded, with the entry and its preloads handed over', async () => {
    const res = await rendered.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain(
      '<script src="/start-app.js" defer data-entry="/assets/index-AbC123.js" data-preload="/assets/react-1.js /assets/site-2.js"></script>',
    );
    expect(res.body).not.toContain('type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('leaves staff pages to the browser, with their module script as built', async () => {
    const before = calls().length;
    const res = await rendered.inject({ method: 'GET', url: '/dashboard/news' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
    expect(calls().length).toBe(before);
  });

  it('serves the bare page when rendering fails, and tries again next time', async () => {
    const res = await rendered.inject({ method: 'GET', url: '/UserEvent' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
    await rendered.inject({ method: 'GET', url: '/UserEvent' });
    expect(calls().filter((url) => url === '/UserEvent')).toHaveLength(2);
  });

  it('renders a page once until content changes; a missing item’s page every time', async () => {
    const count = (url: string) => calls().filter((called) => called === url).length;
    const twice = async (url: string) => {
      await rendered.inject({ method: 'GET', url });
      await rendered.inject({ method: 'GET', url });
    };
    await twice('/allNews');
    expect(count('/allNews')).toBe(1);
    await rendered.contentChanged();
    await rendered.inject({ method: 'GET', url: '/allNews' });
    expect(count('/allNews')).toBe(2);

    // No such event (404): never kept, so unknown ids cannot fill the memory.
    await twice('/event-details/404');
    expect(count('/event-details/404')).toBe(2);
  });

  it('renders a page once for every query string it ignores, and once per value it reads', async () => {
    await rendered.contentChanged();
    const before = calls().length;
    for (const url of ['/?x=1', '/?x=2', '/?tab=nothing&utm_source=mail', '/', '/?tab=all'])
      expect((await rendered.inject({ method: 'GET', url })).statusCode).toBe(200);
    for (const url of ['/?tab=events', '/?tab=events&x=3'])
      expect((await rendered.inject({ method: 'GET', url })).body).toContain('data-url="/?tab=events"');
    for (const url of ['/allNews?page=2&x=1', '/AllNews/?page=02', '/allnews?x=9&page=2'])
      expect((await rendered.inject({ method: 'GET', url })).body).toContain('data-url="/allNews?page=2"');
    for (const url of ['/allNews?page=1', '/allNews?page=abc&y=2', '/allNews/'])
      expect((await rendered.inject({ method: 'GET', url })).body).toContain('data-url="/allNews"');
    expect(calls().slice(before)).toEqual(['/', '/?tab=events', '/allNews?page=2', '/allNews']);
  });

  it('serves a page past the last of a list, or of an id that does not or cannot exist, but never keeps it', async () => {
    const count = (url: string) => calls().filter((called) => called === url).length;
    const long = `/showNews/${'9'.repeat(15_000)}`;
    for (const url of [
      '/allNews?page=3',
      '/allNews?page=9007199254740991',
      '/event/404',
      '/event-sponser/0',
      long,
    ]) {
      const first = await rendered.inject({ method: 'GET', url });
      const again = await rendered.inject({ method: 'GET', url });
      expect(again.statusCode).toBe(first.statusCode);
      expect(count(url)).toBe(2);
    }
    expect((await rendered.inject({ method: 'GET', url: '/allNews?page=3' })).statusCode).toBe(200);
    expect((await rendered.inject({ method: 'GET', url: '/event/404' })).statusCode).toBe(404);
    expect((await rendered.inject({ method: 'GET', url: long })).statusCode).toBe(404);
  });

  it('keeps no page of a path the app does not have (there are as many as strings)', async () => {
    await rendered.inject({ method: 'GET', url: '/no/such/page?a=1' });
    await rendered.inject({ method: 'GET', url: '/no/such/page?a=2' });
    expect(calls().filter((called) => called === '/no/such/page')).toHaveLength(2);
  });

  it('without the build’s manifest, still renders pages, leaving the module script as built', async () => {
    const unlisted = await appServing({ 'index.html': BUILT_INDEX, 'dist-ssr/entry-server.js': RENDERER });
    try {
      const res = await unlisted.inject({ method: 'GET', url: '/' });
      expect(res.body).toContain('<div id="root"><main data-url="/">');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
      expect(res.body).not.toContain('/start-app.js');
    } finally {
      await unlisted.close();
    }
  });
});

describe('compression off the request path', () => {
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let served: FastifyInstance;
  beforeAll(async () => {
    served = await appServing({
      'index.html': INDEX.replace('<body>', `<body><p>${'Hospitals and teaching. '.repeat(100)}</p>`),
      'assets/index-Big123.js': script,
      'assets/index-Big123.js.br': brotliCompressSync(script),
      'assets/index-Big123.js.gz': gzipSync(script),
    });
  });
  afterAll(() => served.close());

  it('sends a built asset’s Brotli or gzip twin as it is, by Accept-Encoding', async () => {
    const br = await served.inject({
      method: 'GET',
      url: '/assets/index-Big123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await served.inject({
      method: 'GET',
      url: '/assets/index-Big123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('compresses a kept page once and sends the stored bytes to every browser after', async () => {
    const ask = () =>
      served.inject({ method: 'GET', url: '/allNews', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const first = await ask();
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('Hospitals and teaching.');
    const second = await ask();
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    const plain = await served.inject({ method: 'GET', url: '/allNews' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });
});
