/**
 * The public reads by path, as the renderer calls them: the router's matching, a request's status,
 * and the one store's keys: a declared query parameter splits the kept answer, any other never does.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { AnswerStore } from './answer-store.js';
import { NotKept, type PublicReader, PublicReads } from './reads.js';

/** A reader that answers what it was asked: its name, parameters and language. */
const echo =
  (name: string): PublicReader =>
  async (params, view) => ({ name, params, locale: view.locale });

const registryOf = (store = new AnswerStore()) => new PublicReads(store, () => [['x-frame-options', 'DENY']]);

function reads() {
  const registry = registryOf();
  registry.add('', '/events/:id', echo('event'));
  registry.add('', '/events/all', echo('all events'));
  registry.add('', '/news/id/:id', echo('news item'));
  registry.add('', '/news/:page', echo('news page'));
  registry.add('', '/news', echo('news'));
  return registry;
}

const bodyOf = async (registry: PublicReads, url: string) => {
  const result = await registry.read(url);
  return { status: result.status, body: result.answer && JSON.parse(result.answer.bytes.toString()) };
};

describe('PublicReads', () => {
  it('finds the read of a path as the router does: fixed segments first, any letter case, a trailing slash ignored', async () => {
    const registry = reads();
    expect(await bodyOf(registry, '/Events/all')).toEqual({
      status: 200,
      body: { name: 'all events', params: {}, locale: 'en' },
    });
    expect((await bodyOf(registry, '/events/7')).body).toMatchObject({ name: 'event', params: { id: '7' } });
    expect((await bodyOf(registry, '/news/id/4/')).body).toMatchObject({
      name: 'news item',
      params: { id: '4' },
    });
    expect((await bodyOf(registry, '/news/2')).body).toMatchObject({
      name: 'news page',
      params: { page: '2' },
    });
    expect((await bodyOf(registry, '/NEWS')).body).toMatchObject({ name: 'news', params: {} });
  });

  it('reads in the language of the query, as a request without Accept-Language would', async () => {
    expect((await bodyOf(reads(), '/news/id/4?lang=ar')).body).toMatchObject({
      params: { id: '4' },
      locale: 'ar',
    });
  });

  it('answers 404 for a path no read has', async () => {
    const registry = reads();
    for (const url of ['/nothing', '/news/id/4/more', '/events', '/events/7/8', '/'])
      expect(await registry.read(url)).toEqual({ status: 404 });
  });

  it('answers a refusal with its status, and any other failure as 500', async () => {
    const registry = registryOf();
    registry.add('', '/gone/:id', async () => {
      throw AppError.notFound();
    });
    registry.add('', '/down', async () => {
      throw new Error('connection refused');
    });
    expect(await registry.read('/gone/3')).toEqual({ status: 404 });
    expect(await registry.read('/down')).toEqual({ status: 500 });
  });

  it('keeps one answer per value of a declared query parameter, and never serves one value another value’s answer', async () => {
    const store = new AnswerStore();
    const registry = registryOf(store);
    let made = 0;
    registry.add(
      '',
      '/search',
      async (_params, view) => {
        made++;
        return { locale: view.locale };
      },
      ['q'],
    );
    // The reader sees the query through the key only: answer with what the key says was asked.
    const asked = (url: string) => registry.read(url).then((result) => result.answer?.bytes.toString());
    const urls = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? '/search?q=flu' : '/search?q=التطعيم'));
    const firstFlu = await asked('/search?q=flu');
    const firstArabic = await asked(`/search?q=${encodeURIComponent('التطعيم')}`);
    expect(made).toBe(2);
    expect(store.size).toBe(2);
    const bodies = await Promise.all(urls.map(asked));
    // Every flu request got the flu answer (the same kept bytes), every Arabic one the Arabic answer.
    const keys = urls.map((url) => store.keyOf(url, undefined));
    expect(new Set(keys).size).toBe(2);
    bodies.forEach((body, i) => {
      expect(body).toBe(i % 2 === 0 ? firstFlu : firstArabic);
    });
    expect(made).toBe(2);
    // An undeclared parameter changes nothing: the same kept answer, no new load.
    expect(store.keyOf('/search?q=flu&utm=1', undefined)).toBe(store.keyOf('/search?q=flu', undefined));
    await asked('/search?utm=2&q=flu');
    expect(made).toBe(2);
  });

  it('makes an answer once for concurrent requests, keeps nothing a content change overtook, and keeps no NotKept answer', async () => {
    const store = new AnswerStore();
    const registry = registryOf(store);
    let made = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    registry.add('', '/slow', async () => {
      made++;
      await gate;
      return { made };
    });
    registry.add('', '/past', async () => new NotKept([]));
    const concurrent = Promise.all(Array.from({ length: 10 }, () => registry.read('/slow')));
    store.clear();
    release();
    const results = await concurrent;
    expect(made).toBe(1);
    expect(results.every((r) => r.status === 200 && r.answer?.bytes.toString() === '{"made":1}')).toBe(true);
    // Made before the change: sent, not kept.
    expect(store.size).toBe(0);
    expect((await registry.read('/past')).answer?.bytes.toString()).toBe('[]');
    expect(store.size).toBe(0);
  });

  it('is bounded in entries and bytes, dropping the least recently used', async () => {
    const store = new AnswerStore({ maxEntries: 3, maxBytes: 1024 * 1024 });
    const registry = registryOf(store);
    registry.add('', '/item/:id', async (params) => ({ id: params.id }));
    for (const id of [1, 2, 3]) await registry.read(`/item/${id}`);
    await registry.read('/item/1');
    await registry.read('/item/4');
    expect(store.size).toBe(3);
    expect(store.find('/item/2', undefined)).toBeUndefined();
    expect(store.find('/item/1', undefined)).toBeDefined();
    const small = new AnswerStore({ maxEntries: 100, maxBytes: 64 * 1024 });
    const big = registryOf(small);
    big.add('', '/big/:id', async (params) => ({ id: params.id, text: 'x'.repeat(4000) }));
    for (let id = 1; id <= 50; id++) await big.read(`/big/${id}`);
    expect(small.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(small.size).toBeLessThan(50);
  });
});
