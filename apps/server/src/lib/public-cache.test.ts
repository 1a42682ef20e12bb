import { describe, expect, it } from 'vitest';
import { etagMatches, MAX_REMEMBERED_URLS, PublicCache } from './public-cache.js';

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

  it('remembers the answer each URL got until the next clear(), never one from before it', async () => {
    const cache = new PublicCache();
    const answer = await cache.get('k', async () => 1);
    cache.remember('/a', answer);
    expect(cache.answered('/a')).toBe(answer);
    expect(cache.answered('/b')).toBeUndefined();
    cache.clear();
    expect(cache.answered('/a')).toBeUndefined();
    cache.remember('/a', answer);
    expect(cache.answered('/a')).toBeUndefined();
  });

  it('remembers a bounded number of URLs', async () => {
    const cache = new PublicCache();
    const answer = await cache.get('k', async () => 1);
    for (let i = 0; i <= MAX_REMEMBERED_URLS; i++) cache.remember(`/news?q=${i}`, answer);
    expect(cache.answered(`/news?q=${MAX_REMEMBERED_URLS - 1}`)).toBe(answer);
    expect(cache.answered(`/news?q=${MAX_REMEMBERED_URLS}`)).toBeUndefined();
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
