/**
 * The access log: one `info` line per answered request, through the app's own pino logger (not
 * Fastify's two request lines). Both ways of answering write through it: Fastify's `onResponse`
 * hook and the fast lane. The fields are the ones every reader of the process's log has had:
 * reqId, method, the URL with its secrets redacted (lib/logging.ts), route, status, ms, bytes, ip.
 */
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from './logging.js';

/** What one line says about one request. */
export interface AccessEntry {
  /** From `requestIds` (Fastify's `genReqId` and the fast lane). */
  reqId: string;
  method: string;
  /** The URL as asked; secrets in its query are redacted in the line. */
  url: string;
  /** The route pattern that answered; none for an unmatched path. */
  route: string | undefined;
  status: number;
  /** Milliseconds from the request's arrival to its answer. */
  ms: number;
  /** Bytes of the body sent, when known. */
  bytes: number | undefined;
  ip: string | undefined;
}

/** Writes the line of one answered request. */
export type AccessLog = (entry: AccessEntry) => void;

/** What every answer of one kept answer to one URL shares: all of an access line but id, time, duration and client. */
export type FixedAccess = Omit<AccessEntry, 'reqId' | 'ms' | 'ip'>;

/** Writes the line of one more answer of a `FixedAccess`. */
export type PreparedAccess = (reqId: string, ms: number, ip: string | undefined) => void;

export interface QuickAccessLog extends AccessLog {
  /** The writer of lines that share `fixed`, their text made once. */
  prepare(fixed: FixedAccess): PreparedAccess;
}

export const ACCESS_MESSAGE = 'request completed';

/** Access lines through `logger` (pino's `info`, so its level, destination and base fields apply). */
export function accessLog(logger: FastifyBaseLogger): AccessLog {
  return (entry) => {
    logger.info(
      {
        reqId: entry.reqId,
        method: entry.method,
        url: redactUrl(entry.url),
        route: entry.route,
        status: entry.status,
        ms: Math.round(entry.ms * 10) / 10,
        bytes: entry.bytes === undefined || Number.isNaN(entry.bytes) ? undefined : entry.bytes,
        ip: entry.ip,
      },
      ACCESS_MESSAGE,
    );
  };
}

/** pino's number for `info`. */
const INFO = 30;

/** A destination pino writes to (sonic-boom, or a test's stream). */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * Strings that recur from request to request (route patterns, methods, client addresses, the URLs
 * a busy server answers again and again), each quoted once: JSON.stringify on every line was a
 * good part of the line's cost (bench/README.md, 'Where a 304 goes'). Bounded, as URLs are
 * open-ended; past the bound a string is quoted afresh.
 */
class Quoted {
  private readonly known = new Map<string, string>();
  /** `prefix`: what comes before each quoted string (a field's name). */
  constructor(
    private readonly max: number,
    private readonly prefix = '',
  ) {}
  of(text: string): string {
    let quoted = this.known.get(text);
    if (quoted === undefined) {
      quoted = this.prefix + JSON.stringify(text);
      if (this.known.size < this.max) this.known.set(text, quoted);
    }
    return quoted;
  }
}

/**
 * `Math.round(ms * 10) / 10` as JSON writes it (`0`, `0.4`, `12.1`), made from whole tenths:
 * turning a fraction into text is a slow path of its own, a small integer is not.
 */
export function tenths(ms: number): string {
  const whole = Math.round(ms * 10);
  if (!Number.isSafeInteger(whole) || whole < 0) return JSON.stringify(Math.round(ms * 10) / 10);
  const rest = whole % 10;
  return rest === 0 ? String(whole / 10) : `${(whole - rest) / 10}.${rest}`;
}

/**
 * The tuned writer, kept behind DELIVERY_TUNING (decision 035): the same line as `accessLog`'s,
 * character for character, built as one string and handed to the process's destination
 * (delivery/log-batch.ts) without pino's serialisation. `destination` gets pino's base fields (`pid`,
 * `hostname`); `now` is the clock of the line's `time` (epoch milliseconds, as pino's).
 */
export function quickAccessLog(destination: LogDestination, now: () => number = Date.now): QuickAccessLog {
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":"`;
  const routes = new Quoted(1_000, ',"route":');
  const methods = new Quoted(64);
  const ips = new Quoted(1_000, ',"ip":');
  const urls = new Quoted(2_000);
  const end = `,"msg":${JSON.stringify(ACCESS_MESSAGE)}}\n`;
  // Lines of the same millisecond share their beginning: level, time, pid, hostname.
  let lastTime = Number.NaN;
  let head = '';
  const headNow = () => {
    const time = now();
    if (time !== lastTime) {
      lastTime = time;
      head = `{"level":${INFO},"time":${time}${base}`;
    }
    return head;
  };
  /** From the request id on, what `fixed` says up to the duration's value. */
  const middle = (fixed: FixedAccess) =>
    `","method":${methods.of(fixed.method)},"url":${urls.of(redactUrl(fixed.url))}${fixed.route === undefined ? '' : routes.of(fixed.route)},"status":${fixed.status},"ms":`;
  const bytesOf = (bytes: number | undefined) =>
    bytes === undefined || Number.isNaN(bytes) ? '' : `,"bytes":${bytes}`;
  const ipOf = (ip: string | undefined) => (ip === undefined ? '' : ips.of(ip));

  // Request ids are `req-` and base-36 digits (requestIds): nothing in them needs escaping.
  const write = (entry: AccessEntry) => {
    destination.write(
      `${headNow()}${entry.reqId}${middle(entry)}${tenths(entry.ms)}${bytesOf(entry.bytes)}${ipOf(entry.ip)}${end}`,
    );
  };
  write.prepare = (fixed: FixedAccess): PreparedAccess => {
    const fromId = middle(fixed);
    const tail = bytesOf(fixed.bytes);
    return (reqId, ms, ip) => {
      destination.write(`${headNow()}${reqId}${fromId}${tenths(ms)}${tail}${ipOf(ip)}${end}`);
    };
  };
  return write;
}

/** Request ids as Fastify makes them (`req-1`, `req-2` … in base 36), shared with the fast lane. */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}
