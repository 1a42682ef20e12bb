/**
 * The public reads (content lists and items, the public settings, the feeds): a feature declares
 * each one here with its path, the query parameters it reads and its reader; delivery keeps its
 * answer in the one store (answer-store.ts) and answers its route, the early answer, the fast lane
 * and the page renderer's embedded data from it (docs/decisions/031-one-delivery-layer.md).
 *
 * The renderer reads through `PublicReads.read` rather than `app.inject`: light-my-request's stand-in
 * request and socket made V8's inline caches in Node's HTTP code polymorphic for every later request
 * (docs/decisions/021-fast-lane.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error.js';
import {
  type Answer,
  type AnswerStore,
  answerKey,
  answerOf,
  etagMatches,
  type Made,
  NOT_MODIFIED_HEADERS,
  type ReadView,
  splitUrl,
  type Variation,
  viewOf,
} from './answer-store.js';
import { COMPRESS_MIN_BYTES, compressedForm } from './compressed.js';
import { codingFor } from './fast-lane.js';

export type { ReadView } from './answer-store.js';

/** Browsers and proxies may keep public answers but must ask again (cheaply, by ETag) each time. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Ids, and page numbers, that can exist: positive whole numbers of at most 9 digits (ids are
 * `integer` columns). A read of any other is answered 404 without a look-up, and kept nowhere.
 */
export const POSSIBLE_ID = /^[1-9]\d{0,8}$/;

/** A reader's answer that is sent but never kept (a page of news past the last). */
export class NotKept {
  constructor(readonly value: unknown) {}
}

/**
 * Makes a read's answer from its path parameters, view and declared query parameters (the first
 * value of each one present, as its key has them); throws an `AppError` to refuse (404, 400).
 */
export type PublicReader = (
  params: Readonly<Record<string, string>>,
  view: ReadView,
  query: Readonly<Record<string, string>>,
) => Promise<unknown>;

/** What `read` gives: the status a request would have had, and the answer when it is 200. */
export type PublicReadResult = { status: 200; answer: Answer } | { status: number; answer?: undefined };

interface Entry {
  /** The pattern's segments: text, or `:name` for a parameter. */
  segments: readonly string[];
  statics: number;
  /** The route pattern with its prefix, as the access log and the metrics name it. */
  route: string;
  reader: PublicReader;
  variation: Variation;
  /** Told each time one of its answers is sent, with the query values and view it was made for. */
  served: PublicReadServed | undefined;
  /** Its answers are most often asked once (compressed.ts `quick`). */
  quick: boolean;
}

/** What a read's `served` hears: the answer's query values, view and value. */
export type PublicReadServed = (
  query: Readonly<Record<string, string>>,
  view: ReadView,
  value: unknown,
) => void;

/** `/a/b/` → `['a', 'b']`: a trailing slash is ignored, as the router does. */
function segmentsOf(path: string): string[] {
  const segments = path.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  return segments;
}

/** The headers of a read's answer besides its ETag and the security headers. */
const readHeaders = (view: ReadView): [string, string][] => [
  ['cache-control', PUBLIC_CACHE_CONTROL],
  ['content-language', view.locale],
  // The language comes from `?lang=` only (answer-store.ts viewOf): only the coding varies.
  ['vary', 'Accept-Encoding'],
  ['content-type', JSON_TYPE],
];

export class PublicReads {
  private readonly entries: Entry[] = [];

  constructor(
    private readonly store: AnswerStore,
    /** The security headers of an API answer (plugins/security-headers.ts). */
    private readonly securityHeaders: () => readonly (readonly [string, string])[],
  ) {}

  /** Adds the reader of `pattern` (`/news/id/:id`) under `prefix` (the public API's base). */
  add(
    prefix: string,
    pattern: string,
    reader: PublicReader,
    query: readonly string[] = [],
    served?: PublicReadServed,
    quick = false,
  ): Entry {
    const segments = segmentsOf(`${prefix}${pattern}`);
    const statics = segments.filter((segment) => !segment.startsWith(':')).length;
    const entry = {
      segments,
      statics,
      route: `${prefix}${pattern}`,
      reader,
      variation: { query, view: true },
      served,
      quick,
    };
    this.entries.push(entry);
    // The router's precedence: a pattern with more fixed segments wins (`/events/all` over `/events/:id`).
    this.entries.sort((a, b) => b.statics - a.statics);
    return entry;
  }

  /** The reader of `path` and its parameters; static segments match in any letter case, as routes do. */
  private match(path: string): { entry: Entry; params: Record<string, string> } | undefined {
    const asked = segmentsOf(path);
    for (const entry of this.entries) {
      if (entry.segments.length !== asked.length) continue;
      const params: Record<string, string> = {};
      const fits = entry.segments.every((segment, at) => {
        const value = asked[at] as string;
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = decodeURIComponent(value);
          return value !== '';
        }
        return segment.toLowerCase() === value.toLowerCase();
      });
      if (fits) return { entry, params };
    }
    return undefined;
  }

  /** The answer of `entry` for `url`, from the store or made by its reader (and kept). */
  answer(
    entry: Entry,
    params: Readonly<Record<string, string>>,
    url: string,
    acceptLanguage: string | undefined,
  ): Promise<Made> {
    const { path, search } = splitUrl(url);
    const key = answerKey(path, search, acceptLanguage, entry.variation);
    return this.store.load(key, path, entry.variation, async (generation) => {
      const searchParams = search ? new URLSearchParams(search) : undefined;
      const view = viewOf(searchParams);
      const query: Record<string, string> = {};
      for (const name of entry.variation.query) {
        const value = searchParams?.get(name);
        if (value !== null && value !== undefined) query[name] = value;
      }
      const value = await entry.reader(params, view, query);
      const notKept = value instanceof NotKept;
      const bytes = Buffer.from(JSON.stringify(notKept ? value.value : value));
      const headers = [...this.securityHeaders(), ...readHeaders(view)];
      const answer = answerOf(bytes, { route: entry.route, headers, generation });
      if (entry.quick) answer.quick = true;
      const { served } = entry;
      if (served) {
        const shown = notKept ? value.value : value;
        answer.served = () => served(query, view, shown);
      }
      return { answer, keep: !notKept };
    });
  }

  /**
   * Reads `url` (the whole path, with its query) as a GET without `Accept-Language` would: 200 with
   * the answer, 404 for no such read or item, another refusal's status, or 500 when the read failed.
   */
  async read(url: string): Promise<PublicReadResult> {
    try {
      // Inside: a parameter that is not valid percent-encoding fails to decode.
      const found = this.match(splitUrl(url).path);
      if (!found) return { status: 404 };
      const { answer } = await this.answer(found.entry, found.params, url, undefined);
      answer.served?.();
      return { status: 200, answer };
    } catch (error) {
      return { status: error instanceof AppError ? error.status : 500 };
    }
  }
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A public read: its reader in `app.publicReads`, and its route (under the plugin's prefix), which
 * answers with the same reader. `params`: the schema of the path's parameters; `query`: the query
 * parameters the reader reads (every other one is ignored, and never splits the kept answer);
 * `querystring`: their schema, which the route checks and the API document shows (the reader
 * checks them too: the page renderer's reads do not pass through the route).
 */
export function addPublicRead(
  app: FastifyInstance,
  path: string,
  reader: PublicReader,
  options: {
    params?: ZodType;
    query?: readonly string[];
    querystring?: ZodType;
    /** Told each time an answer is sent (site search's daily counts). */
    served?: PublicReadServed;
    /** Its answers are most often asked once (a search's): compressed quickly (compressed.ts). */
    quick?: boolean;
  } = {},
): void {
  const entry = app.publicReads.add(app.prefix, path, reader, options.query, options.served, options.quick);
  const schema = {
    ...(options.params ? { params: options.params } : {}),
    ...(options.querystring ? { querystring: options.querystring } : {}),
  };
  app.get(
    path,
    { config: { access: 'public' }, ...(Object.keys(schema).length > 0 ? { schema } : {}) },
    async (request, reply) => {
      const made = await app.publicReads.answer(
        entry,
        request.params as Record<string, string>,
        request.url,
        headerText(request.headers['accept-language']),
      );
      made.answer.served?.();
      return sendAnswer(request, reply, made.answer);
    },
  );
}

/**
 * Answers with `answer`: its headers, 304 to a matching `If-None-Match`, else its bytes in the
 * coding the request accepts.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  for (const [name, value] of answer.headers) reply.header(name, value);
  if (answer.etag !== undefined && etagMatches(request.headers['if-none-match'], answer.etag)) {
    // Those set so far (here and by the security hook) but the ones a 304 carries go.
    for (const name of Object.keys(reply.getHeaders()))
      if (!NOT_MODIFIED_HEADERS.has(name)) reply.removeHeader(name);
    return reply.code(304).send();
  }
  return sendBytes(request, reply, answer);
}

/**
 * Sends `answer`'s bytes in the coding the request accepts, compressed once and kept with the answer
 * (compressed.ts); `@fastify/compress` leaves an answer that already has a coding alone.
 */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, answer: Answer | { bytes: Buffer }) {
  const coding =
    answer.bytes.byteLength >= COMPRESS_MIN_BYTES ? codingFor(request.headers['accept-encoding']) : undefined;
  if (!coding) return reply.send(answer.bytes);
  reply.header('content-encoding', coding);
  const form = compressedForm(answer, coding);
  return Buffer.isBuffer(form) ? reply.send(form) : form.then((bytes) => reply.send(bytes));
}

/**
 * A kept text answer that is not JSON (robots.txt, the sitemap, the feeds): made by `build` once per
 * content version, sent with its ETag and `cacheControl`, varying by nothing but its path.
 */
export function addPublicText(
  app: FastifyInstance,
  path: string,
  type: string,
  cacheControl: string,
  build: () => Promise<string>,
): void {
  const variation: Variation = { query: [], view: false };
  const route = `${app.prefix}${path}`;
  app.get(path, { config: { access: 'public' } }, async (request, reply) => {
    const url = splitUrl(request.url).path;
    const made = await app.delivery.store.load(
      answerKey(url, undefined, undefined, variation),
      url,
      variation,
      async (generation) => ({
        answer: answerOf(Buffer.from(await build()), {
          route,
          generation,
          headers: [
            ...app.securityHeadersFor(url),
            ['cache-control', cacheControl],
            ['vary', 'Accept-Encoding'],
            ['content-type', type],
          ],
        }),
        keep: true,
      }),
    );
    return sendAnswer(request, reply, made.answer);
  });
}
