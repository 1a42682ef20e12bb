/**
 * The fast lane (docs/decisions/021-fast-lane.md): an answer the server already keeps
 * until content changes (a public read, a finished page, a feed) is sent again straight from Node's HTTP
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
import type { AccessLog } from '../lib/access-log.js';
import { type Answer, etagMatches, NOT_MODIFIED_HEADERS } from './answer-store.js';
import { COMPRESS_MIN_BYTES, type ContentCoding, negotiateCoding } from './compressed.js';

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

/** The ways a kept answer has gone out (named fields: one shape for every answer). */
interface Sends {
  identity: Send | undefined;
  br: Send | undefined;
  gzip: Send | undefined;
  notModified: Send | undefined;
}

type Kept = Answer;

export interface FastLaneOptions {
  /** The answer kept for a request (AnswerStore.find): the same look-up as the early answer's. */
  find: (url: string, acceptLanguage: string | undefined) => Answer | undefined;
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

export class FastLane {
  /** Answers sent by the lane (the metrics add them to the store's hits). */
  answered = 0;

  constructor(private readonly options: FastLaneOptions) {}

  /** Answers `request` when its answer is kept; says whether it did (else Fastify answers). */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || this.options.closing()) return false;
    const started = performance.now();
    const url = request.url ?? '/';
    const { acceptLanguage, acceptEncoding, ifNoneMatch } = laneHeaders(request.rawHeaders);
    const answer: Kept | undefined = this.options.find(url, acceptLanguage);
    if (!answer) return false;
    answer.lane ??= { identity: undefined, br: undefined, gzip: undefined, notModified: undefined };
    // Only the lane writes `lane`, always in this shape.
    const sends = answer.lane as Sends;

    let send: Send;
    if (answer.etag !== undefined && etagMatches(ifNoneMatch, answer.etag)) {
      send = sends.notModified ??= this.send(answer, 304, undefined, undefined);
    } else {
      const { bytes } = answer;
      const coding = bytes.byteLength >= COMPRESS_MIN_BYTES ? codingFor(acceptEncoding) : undefined;
      if (coding === undefined) send = sends.identity ??= this.send(answer, 200, undefined, bytes);
      else {
        const form = answer.compressed?.[coding];
        // Still being compressed (or never asked for): Fastify waits for it.
        if (!Buffer.isBuffer(form)) return false;
        if (coding === 'br') send = sends.br ??= this.send(answer, 200, coding, form);
        else send = sends.gzip ??= this.send(answer, 200, coding, form);
      }
    }
    response.writeHead(send.status, send.headers);
    response.end(send.body);
    this.answered++;
    answer.served?.();
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
function flatten(headers: Answer['headers'], coding: ContentCoding | undefined, body?: Buffer): string[] {
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
