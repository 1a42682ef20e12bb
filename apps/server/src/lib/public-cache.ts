/**
 * The in-process cache of public reads: each answer is serialised once, with its ETag, until
 * content changes. Concurrent misses share one load. A load that was running when the cache was
 * cleared still answers its own callers but is never stored, so no stale answer survives a write.
 */
import { createHash } from 'node:crypto';

export interface CachedBody {
  body: string;
  etag: string;
}

export class PublicCache {
  private entries = new Map<string, Promise<CachedBody>>();
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

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

const noop = () => {};

/** Does an `If-None-Match` header match this ETag (a list, weak forms or `*`)? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
