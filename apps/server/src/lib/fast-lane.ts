/**
 * The fast lane (docs/decisions/021-fast-lane.md, issue 16): an answer the server already keeps
 * until content changes (a public read, a finished page) is sent again straight from Node's HTTP
 * server, before Fastify builds its request and reply, routes, and runs its hooks. A kept answer is
 * the same for everyone, so none of that can change it; what the hooks add is added here too, from
 * values made once: the security headers, the answer's own headers, its stored compressed form,
 * one access-log line and the request metrics.
 *
 * The lane answers only what it is sure of: a GET whose answer is kept in this content generation,
 * in a coding already made; anything else (HEAD, a first request, a coding still being compressed,
 * a server shutting down) goes on to Fastify, which answers as before and keeps the answer here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessLog } from './access-log.js';
import { COMPRESS_MIN_BYTES, type Compressible, type ContentCoding, negotiateCoding } from './compressed.js';
import { GenerationCache, MiB, textBytes } from './generation-cache.js';
import { etagMatches, NOT_MODIFIED_HEADERS } from './public-cache.js';

/** An answer the lane may send again: its body, ETag and headers (besides the body's own). */
export interface LaneAnswer {
  /** The route pattern that made it: the access log's and the metrics' `route` (none: unmatched). */
  route: string | undefined;
  body: Compressible;
  /** Public reads have one: a matching `If-None-Match` is answered 304. */
  etag?: string;
  /** Every header of the answer but `content-encoding` and `content-length`, in order. */
  headers: readonly (readonly [string, string])[];
}

/** One way a kept answer goes out: as a 200 in one coding, or as a 304. Made on first use. */
interface Send {
  status: 200 | 304;
  /** The flat header list `writeHead` takes. */
  headers: string[];
  /** The bytes sent; none for a 304. */
  body: Buffer | undefined;
  /** Counts and times one more of these answers (the request metrics). */
  observe: (seconds: number) => void;
}

/** An answer kept, with the ways it has gone out (named fields: one shape for every answer). */
interface Kept extends LaneAnswer {
  identity: Send | undefined;
  br: Send | undefined;
  gzip: Send | undefined;
  notModified: Send | undefined;
}

export interface FastLaneOptions {
  /** The current content generation (PublicCache): everything kept goes when it changes. */
  generation: () => number;
  /** The request id of the next request, from the same counter as Fastify's. */
  nextId: () => string;
  /** The client's address as Fastify reports it (TRUST_PROXY). */
  ip: (request: IncomingMessage) => string | undefined;
  /** Where the access line goes; none when the access log is off. */
  log: AccessLog | undefined;
  /** Counts and times answers of one method, route and status (plugins/metrics.ts `requestObserver`). */
  observer: (method: string, route: string, status: number) => (seconds: number) => void;
  /** True once the server is shutting down: Fastify answers then (503, `connection: close`). */
  closing: () => boolean;
}

/** URLs remembered, like the early answers' (lib/public-cache.ts): query strings are open-ended. */
export const MAX_LANE_ANSWERS = 2_000;
/** Bytes are counted although the bodies are the caches' own: a bound that always holds. */
export const MAX_LANE_BYTES = 96 * MiB;

/** `/api/…` in any letter case, since routes match case-insensitively. */
export const isApiUrl = (url: string) => url.length > 4 && url.slice(0, 5).toLowerCase() === '/api/';

/** The codings of the `Accept-Encoding` values seen: browsers send a handful of different ones. */
const codings = new Map<string, ContentCoding | undefined>();
const MAX_KNOWN_ACCEPT_ENCODINGS = 64;

/** `negotiateCoding`, remembered per header value. */
export function codingFor(acceptEncoding: string | string[] | undefined): ContentCoding | undefined {
  if (typeof acceptEncoding !== 'string') return negotiateCoding(acceptEncoding);
  if (codings.has(acceptEncoding)) return codings.get(acceptEncoding);
  const coding = negotiateCoding(acceptEncoding);
  if (codings.size < MAX_KNOWN_ACCEPT_ENCODINGS) codings.set(acceptEncoding, coding);
  return coding;
}

const sizeOf = (answer: Kept) => answer.body.bytes.byteLength * 2.5 + textBytes(answer.route ?? '') + 2048;

export class FastLane {
  private readonly kept: GenerationCache<Kept>;
  /** Answers sent by the lane (the public cache's hit count adds them). */
  answered = 0;

  constructor(private readonly options: FastLaneOptions) {
    this.kept = new GenerationCache<Kept>({
      generation: options.generation,
      maxEntries: MAX_LANE_ANSWERS,
      maxBytes: MAX_LANE_BYTES,
      sizeOf,
    });
  }

  /** The current generation, to hand back to `keep` for an answer made from it. */
  get generation(): number {
    return this.kept.generation;
  }

  get size(): number {
    return this.kept.size;
  }

  /**
   * Keeps `body` for requests with the same `key` (`laneKey`), with what `describe` says of it,
   * unless it was made in an older generation (`madeIn`) or a bound is reached. A body kept
   * already is left as it is: `describe` runs once per answer, not per request.
   */
  keep(key: string, body: Compressible, madeIn: number, describe: () => Omit<LaneAnswer, 'body'>): void {
    if (this.kept.get(key)?.body === body) return;
    this.kept.set(
      key,
      { ...describe(), body, identity: undefined, br: undefined, gzip: undefined, notModified: undefined },
      madeIn,
    );
  }

  /**
   * Answers `request` when its answer is kept; says whether it did (else Fastify answers). `key`
   * makes the lookup key from the URL and `Accept-Language` (lib/public-read.ts `laneKey`).
   */
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    key: (url: string, acceptLanguage: string | undefined) => string,
  ): boolean {
    if (request.method !== 'GET' || this.kept.size === 0 || this.options.closing()) return false;
    const started = performance.now();
    const url = request.url ?? '/';
    const { acceptLanguage, acceptEncoding, ifNoneMatch } = laneHeaders(request.rawHeaders);
    const answer = this.kept.get(key(url, acceptLanguage));
    if (!answer) return false;

    let send: Send;
    if (answer.etag !== undefined && etagMatches(ifNoneMatch, answer.etag)) {
      send = answer.notModified ??= this.send(answer, 304, undefined, undefined);
    } else {
      const { bytes } = answer.body;
      const coding = bytes.byteLength >= COMPRESS_MIN_BYTES ? codingFor(acceptEncoding) : undefined;
      if (coding === undefined) send = answer.identity ??= this.send(answer, 200, undefined, bytes);
      else {
        const form = answer.body.compressed?.[coding];
        // Still being compressed (or never asked for): Fastify waits for it.
        if (!Buffer.isBuffer(form)) return false;
        if (coding === 'br') send = answer.br ??= this.send(answer, 200, coding, form);
        else send = answer.gzip ??= this.send(answer, 200, coding, form);
      }
    }
    response.writeHead(send.status, send.headers);
    response.end(send.body);
    this.answered++;
    const ms = performance.now() - started;
    send.observe(ms / 1000);
    const { log } = this.options;
    if (log) {
      log({
        reqId: this.options.nextId(),
        method: 'GET',
        url,
        route: answer.route,
        status: send.status,
        ms,
        bytes: send.body?.byteLength,
        ip: this.options.ip(request),
      });
    }
    return true;
  }

  /** How `answer` goes out as `status` in `coding`. */
  private send(
    answer: Kept,
    status: 200 | 304,
    coding: ContentCoding | undefined,
    body: Buffer | undefined,
  ): Send {
    return {
      status,
      headers: flatten(answer.headers, coding, body),
      body,
      observe: this.options.observer('GET', answer.route ?? 'unmatched', status),
    };
  }
}

/** `name` in any letter case is `lower` (a header name, already lowercase). */
const isHeader = (name: string, lower: string) =>
  name.length === lower.length && (name === lower || name.toLowerCase() === lower);

/** Repeated request headers are read as one, their values joined as Node joins these three. */
const joined = (before: string | undefined, value: string) =>
  before === undefined ? value : `${before}, ${value}`;

/**
 * The three request headers the lane reads, from Node's raw list: `request.headers` is an object
 * Node builds on first use, every name lowercased and stored, which cost more than the lane's own
 * work on a cached answer (bench/README.md, 'What the lane still cost').
 */
export function laneHeaders(raw: readonly string[]): {
  acceptLanguage: string | undefined;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
} {
  let acceptLanguage: string | undefined;
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    const value = raw[i + 1] as string;
    if (isHeader(name, 'accept-encoding')) acceptEncoding = joined(acceptEncoding, value);
    else if (isHeader(name, 'accept-language')) acceptLanguage = joined(acceptLanguage, value);
    else if (isHeader(name, 'if-none-match')) ifNoneMatch = joined(ifNoneMatch, value);
  }
  return { acceptLanguage, acceptEncoding, ifNoneMatch };
}

/**
 * The flat header list of an answer (`[name, value, name, value…]`, as `writeHead` takes it): its
 * headers, then the coding and length of `body`; a 304 (no body) carries only NOT_MODIFIED_HEADERS.
 */
function flatten(headers: LaneAnswer['headers'], coding: ContentCoding | undefined, body?: Buffer): string[] {
  const flat: string[] = [];
  for (const [name, value] of headers) {
    // A 304 says what the 200 would have said about caching, nothing else (RFC 9110 §15.4.5).
    if (body === undefined && !NOT_MODIFIED_HEADERS.has(name)) continue;
    flat.push(name, value);
  }
  if (body !== undefined) {
    if (coding) flat.push('content-encoding', coding);
    flat.push('content-length', String(body.byteLength));
  }
  return flat;
}
