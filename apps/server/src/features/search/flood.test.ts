/**
 * Distinct searches keep distinct answers (their query is the kept answer's key), so a flood of
 * them must leave the store within its bounds: the oldest answers go, the process does not grow,
 * and a search asked again is still answered right. `npm run test:full` asks 50,000 queries;
 * `npm test` a reduced run, still past the store's entry bound (SEARCH_FLOOD_QUERIES, decision 040).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createNews } from '../../db/factories.js';
import { MAX_KEPT_ANSWERS, MAX_KEPT_BYTES, MiB } from '../../delivery/answer-store.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { heapUsed } from '../../test/heap.js';

const QUERIES = Number(process.env.SEARCH_FLOOD_QUERIES ?? 50_000);
const AT_ONCE = 32;
const MAX_GROWTH = 96 * MiB;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createNews(t.db, { name: 'Seasonal flu vaccination clinic', description: 'Walk in, no booking.' });
  await t.app.contentChanged();
}, 60_000);
afterAll(() => t.close());

/** The i-th query: a word no item has, in either language, every one of them distinct. */
const query = (i: number) =>
  `/api/v1/admin/search?${new URLSearchParams({ q: `zq${i.toString(36)}`, ...(i % 2 ? { lang: 'ar' } : {}) })}`;

it(`${QUERIES} distinct searches leave the kept answers within their bounds`, async () => {
  expect(QUERIES).toBeGreaterThan(MAX_KEPT_ANSWERS);
  const found = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/search?q=vaccination' });
    expect(res.statusCode).toBe(200);
    return res.json().items.map((item: { title: string }) => item.title);
  };
  expect(await found()).toEqual(['Seasonal flu vaccination clinic']);
  const before = await heapUsed();

  const statuses = new Map<number, number>();
  for (let start = 0; start < QUERIES; start += AT_ONCE) {
    const batch = [];
    for (let i = start; i < Math.min(start + AT_ONCE, QUERIES); i++)
      batch.push(t.app.inject({ method: 'GET', url: query(i) }).then((res) => res.statusCode));
    for (const status of await Promise.all(batch)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }

  expect(Object.fromEntries(statuses)).toEqual({ 200: QUERIES });
  // Each distinct search was kept, and the oldest went at the entry bound.
  expect(t.app.delivery.store.size).toBe(MAX_KEPT_ANSWERS);
  expect(t.app.delivery.store.bytes).toBeLessThanOrEqual(MAX_KEPT_BYTES);
  // The last ones are kept, the first ones made again: both still answer.
  for (const i of [0, QUERIES - 1]) {
    const res = await t.app.inject({ method: 'GET', url: query(i) });
    expect(res.json()).toMatchObject({ total: 0, items: [] });
  }
  expect(await found()).toEqual(['Seasonal flu vaccination clinic']);
  expect((await heapUsed()) - before).toBeLessThan(MAX_GROWTH);
}, 600_000);
