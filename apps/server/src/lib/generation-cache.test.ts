import { describe, expect, it } from 'vitest';
import { GenerationCache, textBytes } from './generation-cache.js';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** A cache of strings following a generation the test moves on. */
function cacheOf({ maxEntries = 100, maxBytes = 1_000_000 } = {}) {
  const content = { generation: 0 };
  const cache = new GenerationCache<string>({
    generation: () => content.generation,
    maxEntries,
    maxBytes,
    sizeOf: textBytes,
  });
  return { cache, content };
}

describe('GenerationCache', () => {
  it('keeps at most maxEntries, refusing new keys but replacing kept ones', () => {
    const { cache } = cacheOf({ maxEntries: 2 });
    expect(cache.set('a', '1')).toBe(true);
    expect(cache.set('b', '2')).toBe(true);
    expect(cache.set('c', '3')).toBe(false);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.set('a', '1 again')).toBe(true);
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual(['1 again', '2', 2]);
  });

  it('keeps at most maxBytes, keys counted, and no value larger than that at all', () => {
    // 'k0' + 'xxxx' is 6 UTF-16 units: 12 bytes.
    const { cache } = cacheOf({ maxBytes: 30 });
    expect(cache.set('k0', 'xxxx')).toBe(true);
    expect(cache.set('k1', 'xxxx')).toBe(true);
    expect(cache.bytes).toBe(24);
    expect(cache.set('k2', 'xxxx')).toBe(false);
    expect(cache.set('k2', 'x')).toBe(true);
    expect(cache.bytes).toBe(30);
    // A smaller value under a kept key frees room.
    expect(cache.set('k0', '')).toBe(true);
    expect(cache.bytes).toBe(22);
    expect(cacheOf({ maxBytes: 30 }).cache.set('big', 'x'.repeat(20))).toBe(false);
  });

  it('drops everything when the generation changes', async () => {
    const { cache, content } = cacheOf();
    cache.set('a', '1');
    await cache.load('b', async () => '2');
    content.generation++;
    expect([cache.get('a'), cache.get('b'), cache.size, cache.bytes]).toEqual([undefined, undefined, 0, 0]);
    expect(await cache.load('b', async () => 'new')).toBe('new');
  });

  it('does not keep a value made in an older generation', () => {
    const { cache, content } = cacheOf();
    const madeIn = cache.generation;
    content.generation++;
    expect(cache.set('a', '1', madeIn)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('loads once for concurrent callers, and not again while kept', async () => {
    const { cache } = cacheOf();
    let loads = 0;
    const load = async () => `value ${++loads}`;
    const [a, b] = await Promise.all([cache.load('k', load), cache.load('k', load)]);
    expect([a, b, await cache.load('k', load), loads]).toEqual(['value 1', 'value 1', 'value 1', 1]);
  });

  it('answers a load started before the generation changed, but never keeps it', async () => {
    const { cache, content } = cacheOf();
    const slow = deferred<string>();
    const stale = cache.load('k', () => slow.promise);
    content.generation++;
    // A caller after the change does not share the old load.
    const fresh = cache.load('k', async () => 'new');
    slow.resolve('old');
    expect(await stale).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.load('k', async () => 'newer')).toBe('new');
  });

  it('keeps a loaded value only if `keep` says so', async () => {
    const { cache } = cacheOf();
    await cache.load(
      'missing',
      async () => '404',
      (value) => value !== '404',
    );
    expect(cache.get('missing')).toBeUndefined();
    await cache.load(
      'found',
      async () => '200',
      (value) => value !== '404',
    );
    expect(cache.get('found')).toBe('200');
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const { cache } = cacheOf();
    const failing = deferred<string>();
    const first = cache.load('k', () => failing.promise);
    failing.reject(new Error('db down'));
    await expect(first).rejects.toThrow('db down');
    expect(await cache.load('k', async () => 'ok')).toBe('ok');
  });
});
