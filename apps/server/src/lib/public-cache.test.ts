import { describe, expect, it } from 'vitest';
import { etagMatches, PublicCache } from './public-cache.js';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('PublicCache', () => {
  it('loads once for concurrent callers and serves the same body and ETag', async () => {
    const cache = new PublicCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return [{ id: 1 }];
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(a.body).toBe('[{"id":1}]');
    expect(a.etag).toMatch(/^"[\w-]+"$/);
  });

  it('loads again after clear()', async () => {
    const cache = new PublicCache();
    let value = 1;
    const load = async () => value;
    expect((await cache.get('k', load)).body).toBe('1');
    value = 2;
    expect((await cache.get('k', load)).body).toBe('1');
    cache.clear();
    expect((await cache.get('k', load)).body).toBe('2');
  });

  it('never keeps an answer whose load began before a clear()', async () => {
    const cache = new PublicCache();
    const slow = deferred<string>();
    const stale = cache.get('k', () => slow.promise);
    cache.clear();
    slow.resolve('old');
    expect((await stale).body).toBe('"old"');
    expect((await cache.get('k', async () => 'new')).body).toBe('"new"');
  });

  it('forgets a failed load', async () => {
    const cache = new PublicCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
    expect((await cache.get('k', async () => 'ok')).body).toBe('"ok"');
  });
});

describe('etagMatches', () => {
  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['*', '"abc"', true],
    ['"abd"', '"abc"', false],
    [undefined, '"abc"', false],
  ])('%s against %s → %s', (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
