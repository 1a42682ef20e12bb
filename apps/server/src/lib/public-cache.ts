/**
 * The in-process cache of public reads: each answer is serialised once, with its ETag, until
 * content changes. `clear()` starts a new content generation, which every cache of derived data
 * (`GenerationCache`: these reads, the early answers, page heads, finished pages) follows.
 */
import { createHash } from 'node:crypto';
import { type Compressible, withRoomForCompressed } from './compressed.js';
import { GenerationCache, MiB, textBytes } from './generation-cache.js';

/** An answer as sent: its text, its bytes and (once asked for) their compressed forms. */
export interface CachedBody extends Compressible {
  body: string;
  etag: string;
  /** The cache generation it was loaded in: answers of an older one are never remembered. */
  generation: number;
}

/** Reads kept per content version: keys such as `news:page:N` are open-ended, so bounded too. */
export const MAX_PUBLIC_READS = 5_000;
export const MAX_PUBLIC_READ_BYTES = 64 * MiB;
/** At most this many request URLs are remembered for early 304s (query strings are open-ended). */
export const MAX_REMEMBERED_URLS = 2_000;
/** Counts each URL's body although it is usually the one a read keeps: a bound that always holds. */
export const MAX_REMEMBERED_BYTES = 64 * MiB;

/** The text, its bytes, and room for their compressed forms. */
const bodyBytes = (cached: CachedBody) =>
  textBytes(cached.body) + withRoomForCompressed(cached.bytes.byteLength) + textBytes(cached.etag);

/** `body` as a public read answers it, with its ETag. */
export function cachedBody(body: string, generation: number): CachedBody {
  const bytes = Buffer.from(body);
  return { body, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`, generation };
}

export class PublicCache {
  private generation = 0;
  private readonly entries = new GenerationCache<CachedBody>({
    generation: () => this.generation,
    maxEntries: MAX_PUBLIC_READS,
    maxBytes: MAX_PUBLIC_READ_BYTES,
    sizeOf: bodyBytes,
  });
  /** Request URL → the answer it was last given, for answering `If-None-Match` before routing. */
  private readonly answers = new GenerationCache<CachedBody>({
    generation: () => this.generation,
    maxEntries: MAX_REMEMBERED_URLS,
    maxBytes: MAX_REMEMBERED_BYTES,
    sizeOf: bodyBytes,
  });

  get size() {
    return this.entries.size;
  }

  private earlyAnswers = 0;

  /**
   * Public reads answered from the cache (before routing, or by the route from a kept body), and
   * those that had to be loaded (`GET /metrics`).
   */
  get stats() {
    return { hits: this.entries.hits + this.earlyAnswers, misses: this.entries.misses };
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
    const generation = this.generation;
    return this.entries.load(key, async () => cachedBody(await load(), generation));
  }

  /**
   * Notes that `url` was answered with `cached`, so that the next conditional request for it can
   * be answered without running its route. Only for public reads whose answer depends on the URL
   * alone (`sendCached` notes the path: none reads a query); an answer loaded before the last
   * clear is not noted.
   */
  remember(url: string, cached: CachedBody): void {
    this.answers.set(url, cached, cached.generation);
  }

  /** The answer `url` was last given in this generation, if it was remembered. */
  answered(url: string): CachedBody | undefined {
    const answer = this.answers.get(url);
    if (answer) this.earlyAnswers++;
    return answer;
  }

  private readonly clearListeners: (() => void)[] = [];

  /** Calls `listener` after each clear (the publication timer re-arms from the database then). */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /** Starts a new generation: every cache that follows `generationNumber` drops what it kept. */
  clear(): void {
    this.generation++;
    for (const listener of this.clearListeners) listener();
  }
}

/**
 * The headers a 304 carries: those of the 200 that RFC 9110 (§15.4.5) lists for it, which guide the
 * client's update of its stored answer. The rest (the security headers, Content-Language) the
 * client keeps from the 200 it stored; sent again, they were most of a 304's bytes and of the work
 * of writing it (bench/README.md, 'What a 304 says').
 */
export const NOT_MODIFIED_HEADERS: ReadonlySet<string> = new Set([
  'cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'vary',
]);

/** Does an `If-None-Match` header match this ETag (a list, weak forms or `*`)? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // What a browser sends back: the one ETag it was given.
  if (ifNoneMatch === etag) return true;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
