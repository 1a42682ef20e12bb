/**
 * A flood of URLs that name nothing that exists (ids too long or unknown, pages past the last,
 * query strings no page reads) must not grow the process: every in-process cache is bounded, and
 * none keeps an answer or a page for what does not exist (docs/architecture.md, 'Reads that must
 * be fast'). Afterwards every real page and read is still served.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createEvent, createNews, type EventRow, type NewsRow } from './db/factories.js';
import { MiB } from './lib/generation-cache.js';
import { testConfig } from './test/app.js';
import { createTestDatabase } from './test/database.js';
import { heapUsed } from './test/heap.js';

const REQUESTS = 50_000;
const AT_ONCE = 64;
const MAX_GROWTH = 64 * MiB;

const INDEX = [
  '<!doctype html><html><head><title>Site</title>',
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
const MANIFEST = JSON.stringify({ 'index.html': { file: 'assets/index-AbC123.js', isEntry: true } });
// A stand-in for apps/web/dist-ssr/entry-server.js: the URL it rendered and the reads it was given.
// It notes the URLs it renders, a long one by its length only (else the test itself would hold them).
const RENDERER = `
  globalThis.floodRenders = [];
  export async function renderPage(url, data) {
    globalThis.floodRenders.push(url.length > 100 ? 'long:' + url.length : url);
    return '<main data-url="' + url + '">' + Object.keys(data).sort().join(' ') + '</main>';
  }`;
const renders = () => (globalThis as { floodRenders?: string[] }).floodRenders ?? [];

let app: FastifyInstance;
let newsItems: NewsRow[];
let events: EventRow[];

beforeAll(async () => {
  const config = testConfig();
  const dist = path.join(config.dataDir, 'web-dist');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write(path.join(dist, 'index.html'), INDEX);
  write(path.join(dist, '.vite', 'manifest.json'), MANIFEST);
  write(path.join(config.dataDir, 'dist-ssr', 'entry-server.js'), RENDERER);
  app = await buildApp({
    config: { ...config, webDistDir: dist },
    database: await createTestDatabase(),
    ownsDatabase: true,
    logger: false,
    mailPollMs: 0,
  });
  await app.ready();
  // Two pages of news (8 a page) and three events.
  newsItems = [];
  for (let i = 1; i <= 12; i++) newsItems.push(await createNews(app.db, { name: `Flood-proof news ${i}` }));
  events = [];
  for (let i = 1; i <= 3; i++)
    events.push(await createEvent(app.db, { eventName: `Flood-proof event ${i}` }));
}, 60_000);
afterAll(() => app.close());

const API = '/api/v1/admin';

/** Every page and read that exists, and a word each must show. */
const realPages = () => [
  { url: '/', shows: '/news/1' },
  { url: '/?tab=events', shows: 'data-url="/?tab=events"' },
  { url: '/allNews', shows: newsItems[11]?.name ?? '' },
  { url: '/allNews?page=2', shows: newsItems[0]?.name ?? '' },
  { url: '/UserEvent', shows: events[0]?.eventName ?? '' },
  { url: '/thank-you', shows: 'data-url="/thank-you"' },
  ...newsItems.map((item) => ({ url: `/showNews/${item.id}`, shows: item.name })),
  ...events.flatMap((event) =>
    ['/event-details', '/event', '/event-sponser'].map((page) => ({
      url: `${page}/${event.id}`,
      shows: event.eventName,
    })),
  ),
];
const realReads = () => [
  '/news',
  '/news/1',
  '/news/2',
  '/Events/all',
  '/settings',
  ...newsItems.map((item) => `/news/id/${item.id}`),
  ...events.map((event) => `/Events/${event.id}`),
];

const LONG = '8'.repeat(15_000);
const PAGE_ID_ROUTES = ['/showNews', '/event-details', '/event', '/event-sponser'];
const API_ID_ROUTES = [`${API}/news/id`, `${API}/Events`, `${API}/events`];
/** Ids that cannot exist: too long (the longest a request line can carry, and 10 digits), or not numbers. */
const impossibleId = (i: number) => [`${LONG}${i}`, `${1_000_000_000 + i}`, `0${i}`, `x${i}`][i % 4];
const pick = (routes: string[], i: number) => routes[i % routes.length];

/** The i-th request of the flood: every kind of URL that names nothing new, in turn. */
const FLOOD: ((i: number) => string)[] = [
  // Pages of ids that cannot exist, or do not.
  (i) => `/showNews/${LONG}${i}`,
  (i) => `${pick(PAGE_ID_ROUTES, i)}/${impossibleId(i >> 2)}`,
  (i) => `${pick(PAGE_ID_ROUTES, i)}/${100_000 + i}`,
  // Reads of ids and pages that cannot exist, or do not.
  (i) => `${API}/news/id/${LONG}${i}`,
  (i) => `${pick(API_ID_ROUTES, i)}/${impossibleId(i >> 2)}`,
  (i) => `${pick(API_ID_ROUTES, i)}/${100_000 + i}`,
  (i) => `${API}/news/${9_000_000_000 + i}`,
  (i) => `${API}/news/${3 + i}`,
  // Query strings the pages and reads do not read, and pages past the last.
  (i) => `/?x=${i}`,
  (i) => `/?tab=${i}&utm_source=${i}`,
  (i) => `/allNews?page=${3 + i}&x=${i}`,
  (i) => `/allNews?x=${i}&page=${2 ** 52 + i}`,
  (i) => `/allNews?page=2&ref=${i}`,
  (i) => `/UserEvent?page=${2 + i}`,
  (i) => `/no-such-page/${i}`,
  (i) => `${API}/news?x=${i}`,
  (i) => `${API}/settings?v=${i}`,
];

async function flood(from: number, to: number) {
  const statuses = new Map<number, number>();
  for (let start = from; start < to; start += AT_ONCE) {
    const batch = [];
    for (let i = start; i < Math.min(start + AT_ONCE, to); i++) {
      const url = FLOOD[i % FLOOD.length]?.(i) ?? '/';
      batch.push(app.inject({ method: 'GET', url }).then((res) => res.statusCode));
    }
    for (const status of await Promise.all(batch)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  return statuses;
}

async function expectEverythingServed() {
  for (const { url, shows } of realPages()) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toContain(shows);
  }
  for (const url of realReads()) {
    const res = await app.inject({ method: 'GET', url: `${API}${url}` });
    expect(res.statusCode, url).toBe(200);
    expect(res.body.length, url).toBeGreaterThan(2);
  }
}

describe('a flood of URLs naming nothing that exists', () => {
  it(`leaves the heap within ${MAX_GROWTH / MiB} MiB after ${REQUESTS} of them, every real page still served`, async () => {
    // Everything real is loaded and kept, and every kind of request has run, before the measure.
    await expectEverythingServed();
    await flood(REQUESTS, REQUESTS + 2 * FLOOD.length);
    const kept = app.delivery.store.size;
    const rendersBefore = renders().length;
    const before = await heapUsed();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();

    const statuses = await flood(0, REQUESTS);

    const seconds = (performance.now() - started) / 1_000;
    const cpu = process.cpuUsage(cpuBefore);
    const after = await heapUsed();
    const growth = after - before;
    console.info(
      `${REQUESTS} requests in ${seconds.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); heap ${(before / MiB).toFixed(1)} → ${(after / MiB).toFixed(1)} MiB (${(growth / MiB).toFixed(1)} MiB); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(growth).toBeLessThan(MAX_GROWTH);
    // Nothing new kept: no read, and no page for a query string a page ignores.
    expect(app.delivery.store.size).toBe(kept);
    const rendered = renders().slice(rendersBefore);
    expect(rendered.filter((url) => url === '/' || url === '/allNews?page=2')).toEqual([]);
    expect(rendered.filter((url) => url.includes('x='))).toEqual([]);
    // What exists (under other query strings), pages past the last: 200; a malformed id in a
    // read: 400; any other id: 404.
    expect([...statuses.keys()].filter((status) => ![200, 400, 404].includes(status))).toEqual([]);

    await expectEverythingServed();
  }, 120_000);
});
