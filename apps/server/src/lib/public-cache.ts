/**
 * The in-process cache of public reads: each answer is serialised once, with its ETag, until
 * content changes. Concurrent misses share one load. A load that was running when the cache was
 * cleared still answers its own callers but is never stored, so no stale answer survives a write.
 */
import { createHash } from 'node:crypto';

export interface CachedBody {
  body: string;
  etag: string;
  /** The cache generation it was loaded in: answers of an older one are never remembered. */
  generation: number;
}

/** At most this many request URLs are remembered for early 304s (query strings are open-ended). */
export const MAX_REMEMBERED_URLS = 2_000;

export class PublicCache {
  private entries = new Map<string, Promise<CachedBody>>();
  /** Request URL → the answer it was last given, for answering `If-None-Match` before routing. */
  private answers = new Map<string, CachedBody>();
  private generation = 0;

  get size() {
    return this.entries.size;
  }

  /** Changes whenever the cache is cleared: other caches of derived data follow it. */
  get generationNumber() {
    return this.generation;
  }

  /** A JSON answer, serialised once. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return this.getText(key, async () => JSON.stringify(await load()));
  }

  /** A text answer (HTML, XML) as it will be sent. */
  getText(key: string, load: () => Promise<string>): Promise<CachedBody> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const pending = load().then((body) => ({
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      generation,
    }));
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    // Cleared while loading: answer, but do not keep.
    void pending.then(() => {
      if (generation !== this.generation && this.entries.get(key) === pending) this.entries.delete(key);
    }, noop);
    return pending;
  }

  /**
   * Notes that `url` was answered with `cached`, so that the next conditional request for it can
   * be answered without running its route. Only for public reads whose answer depends on the URL
   * alone; an answer loaded before the last clear is not noted.
   */
  remember(url: string, cached: CachedBody): void {
    if (cached.generation !== this.generation) return;
    if (this.answers.size >= MAX_REMEMBERED_URLS && !this.answers.has(url)) return;
    this.answers.set(url, cached);
  }

  /** The answer `url` was last given in this generation, if it was remembered. */
  answered(url: string): CachedBody | undefined {
    return this.answers.get(url);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.answers.clear();
  }
}

const noop = () => {};

/** Does an `If-None-Match` header match this ETag (a list, weak forms or `*`)? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
