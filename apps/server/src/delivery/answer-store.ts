/**
 * The one store of kept answers (docs/decisions/031-one-delivery-layer.md): every public answer the
 * server sends again until content changes (a read's JSON, a finished page, a feed) is kept here
 * once, under the key of exactly what it depends on: its path, the query parameters its read or page
 * declares, and (for reads) its language. The fast lane, the early answer before routing, the routes
 * and the page renderer's reads all look it up by that key. Bounded in entries and bytes (lru-cache);
 * a content change empties it and starts a new generation, so nothing made before the change is kept.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale, negotiateLocale } from '@authority/shared/locales';
import { LRUCache } from 'lru-cache';
import { type Compressible, withRoomForCompressed } from './compressed.js';

export const MiB = 1024 * 1024;

/** The most answers kept: every item in both languages and pages, with room for the lists' pages. */
export const MAX_KEPT_ANSWERS = 10_000;
/** The most bytes kept, counting each answer's compressed forms and headers. */
export const MAX_KEPT_BYTES = 160 * MiB;

/** The query parameters whose values select a read's view (docs/I18N.md 'Content'). */
export const LANGUAGE_PARAM = 'lang';
export const WITH_TRANSLATIONS_PARAM = 'translations';

/** An answer as sent: its bytes, ETag, headers and the route that made it. */
export interface Answer extends Compressible {
  /** Public reads and feeds have one: a matching `If-None-Match` is answered 304. */
  etag: string | undefined;
  /** The route pattern that made it: the access log's and the metrics' `route`. */
  route: string | undefined;
  /** Every header of the answer but `content-encoding` and `content-length`, in order. */
  headers: readonly (readonly [string, string])[];
  /** The generation it was made in: an answer of an older one is never kept. */
  generation: number;
  /** The fast lane's ways out of this answer, made on first use (its own shape: delivery/fast-lane.ts). */
  lane?: object;
  /**
   * Called each time the answer is sent, wherever from (the lane, the early answer, its route, a
   * page's read): site search counts its queries by the day with it (features/search/tally.ts).
   */
  served?: () => void;
}

/** What an answer varies by besides its path. */
export interface Variation {
  /** The query parameters it reads, in a fixed order; every other parameter changes nothing. */
  query: readonly string[];
  /** A read's view: its language (`?lang=`, else English) and `?translations`. */
  view: boolean;
}

/** How a public read shows content: in one language, or with all translations (the dashboard's lists). */
export interface ReadView {
  locale: Locale;
  allTranslations: boolean;
}

/**
 * The view a request asks for, from its query only: the reads are SPEC's calls, which answer in
 * English unless the request names its language (`?lang=ar`, as the site's pages do), whatever the
 * browser's `Accept-Language` (lib/request-locale.ts). The key and the answer both come from here,
 * so they always agree.
 */
export function viewOf(search: URLSearchParams | undefined): ReadView {
  if (!search) return { locale: DEFAULT_LOCALE, allTranslations: false };
  return {
    locale: negotiateLocale(search.get(LANGUAGE_PARAM) ?? undefined, undefined),
    allTranslations: search.has(WITH_TRANSLATIONS_PARAM),
  };
}

/**
 * The path as answers are keyed: in lower case and without a trailing slash, as the router matches
 * it (case-insensitive, a trailing slash ignored).
 */
export function keyPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * The key of the answer to `path` with `search` (its query, without `?`) in `variation`: the path,
 * then each declared parameter with its values as written, then the view. Two requests have one key
 * only when every declared parameter has the same values, so a declared parameter's answer is never
 * served for another value, and an undeclared one never splits an answer.
 */
export function answerKey(
  path: string,
  search: string | undefined,
  // Passed by the lane and the routes; no longer part of the key (viewOf).
  _acceptLanguage: string | undefined,
  variation: Variation,
): string {
  let key = keyPath(path);
  const params = search ? new URLSearchParams(search) : undefined;
  if (params && variation.query.length > 0) {
    let first = true;
    for (const name of variation.query) {
      const values = params.getAll(name);
      if (values.length === 0) continue;
      key += `${first ? '?' : '&'}${encodeURIComponent(name)}=${values.map(encodeURIComponent).join('&')}`;
      first = false;
    }
  }
  if (variation.view) {
    const view = viewOf(params);
    key += view.allTranslations ? ' *' : ` ${view.locale}`;
  }
  return key;
}

/** `url` split into its path and query (without `?`). */
export function splitUrl(url: string): { path: string; search: string | undefined } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, search: undefined } : { path: url.slice(0, at), search: url.slice(at + 1) };
}

/** An answer's bytes, its ETag made from them. */
export function answerOf(
  bytes: Buffer,
  parts: { route: string | undefined; headers: readonly (readonly [string, string])[]; generation: number },
  withEtag = true,
): Answer {
  const etag = withEtag ? `"${createHash('sha1').update(bytes).digest('base64url')}"` : undefined;
  const headers = etag ? [['etag', etag] as const, ...parts.headers] : parts.headers;
  return { bytes, etag, route: parts.route, headers, generation: parts.generation };
}

/** What an answer holds: its bytes with room for their compressed forms, and its headers. */
const sizeOf = (answer: Answer, key: string) => {
  let size = withRoomForCompressed(answer.bytes.byteLength) * 2 + key.length * 2 + 1024;
  for (const [name, value] of answer.headers) size += (name.length + value.length) * 2;
  return size;
};

/** What a load makes: the answer, and whether it may be kept (a page past the last is not). */
export interface Made {
  answer: Answer;
  keep: boolean;
  /** A page's status when it is not 200 (a not-found page is sent, never kept). */
  status?: number;
}

export class AnswerStore {
  private generationNumber = 0;
  private readonly kept: LRUCache<string, Answer>;
  /** What the answers under each path vary by, recorded as they are kept (the fast lane's look-ups). */
  private readonly variations: LRUCache<string, Variation>;
  private readonly loading = new Map<string, Promise<Made>>();
  private readonly clearListeners: (() => void)[] = [];
  /** Answers taken from the store, and those that had to be made (`GET /metrics`). */
  hits = 0;
  misses = 0;

  constructor(
    bounds: { maxEntries: number; maxBytes: number } = {
      maxEntries: MAX_KEPT_ANSWERS,
      maxBytes: MAX_KEPT_BYTES,
    },
  ) {
    this.kept = new LRUCache<string, Answer>({
      max: bounds.maxEntries,
      maxSize: bounds.maxBytes,
      sizeCalculation: (answer, key) => sizeOf(answer, key),
    });
    // More room than answers: a path's variation outlives none of its answers (each hit renews it).
    this.variations = new LRUCache<string, Variation>({ max: 2 * bounds.maxEntries });
  }

  /** The current content generation: an answer made in it may be kept. */
  get generation(): number {
    return this.generationNumber;
  }

  get size(): number {
    return this.kept.size;
  }

  get bytes(): number {
    return this.kept.calculatedSize;
  }

  /** The answer kept under `key`, if any. */
  get(key: string): Answer | undefined {
    return this.kept.get(key);
  }

  /** The key a request for `url` has, if an answer under its path was ever kept (else none can be). */
  keyOf(url: string, acceptLanguage: string | undefined): string | undefined {
    const { path, search } = splitUrl(url);
    const variation = this.variations.get(keyPath(path));
    return variation ? answerKey(path, search, acceptLanguage, variation) : undefined;
  }

  /** The answer kept for a request for `url`, found as the fast lane and the early answer find it. */
  find(url: string, acceptLanguage: string | undefined): Answer | undefined {
    const key = this.keyOf(url, acceptLanguage);
    return key === undefined ? undefined : this.kept.get(key);
  }

  /**
   * The answer under `key` (for a request to `path`, varying by `variation`), else the one `make`
   * makes, kept when it says so and it was made in the current generation. Concurrent requests for
   * one key share one `make`; a failed one is forgotten.
   */
  load(
    key: string,
    path: string,
    variation: Variation,
    make: (generation: number) => Promise<Made>,
  ): Promise<Made> {
    const hit = this.kept.get(key);
    if (hit) {
      this.hits++;
      if (this.variations.get(keyPath(path)) === undefined) this.variations.set(keyPath(path), variation);
      return Promise.resolve({ answer: hit, keep: true });
    }
    this.misses++;
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generationNumber;
    const pending = make(generation).then((made) => {
      if (made.keep && generation === this.generationNumber) {
        this.variations.set(keyPath(path), variation);
        this.kept.set(key, made.answer);
      }
      return made;
    });
    this.loading.set(key, pending);
    const done = () => {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    };
    pending.then(done, done);
    return pending;
  }

  /** Calls `listener` after each clear (the publication timer re-arms from the database then). */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /** Content changed: everything kept goes, and loads already running are no longer shared or kept. */
  clear(): void {
    this.generationNumber++;
    this.kept.clear();
    this.loading.clear();
    for (const listener of this.clearListeners) listener();
  }
}

/**
 * The headers a 304 carries: those of the 200 that RFC 9110 (§15.4.5) lists for it, which guide the
 * client's update of its stored answer (docs/decisions/022-what-a-304-carries.md).
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
