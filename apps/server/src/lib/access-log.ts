/**
 * The access log: one line per answered request, written as pino writes an `info` line (the same
 * fields in the same order, so every tool that reads the process's log reads these), but built as
 * one string and handed to the log's destination directly: pino's per-request child logger and
 * its serialisation cost about a third of a cached answer's time (bench/README.md, issue 16).
 * Both ways of answering write through it: Fastify's `onResponse` hook and the fast lane.
 *
 * Each line goes to the destination as it is made. The process's own destination gathers lines
 * into batches (lib/log-batch.ts), pino's and these alike, in the order they were written.
 */
import { hostname } from 'node:os';
import { redactUrl } from './logging.js';

/** What one line says about one request. */
export interface AccessEntry {
  /** From `requestIds` (Fastify's `genReqId` and the fast lane): needs no escaping in JSON. */
  reqId: string;
  method: string;
  /** The URL as asked; secrets in its query are redacted here. */
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

export type AccessLog = (entry: AccessEntry) => void;

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
  constructor(private readonly max: number) {}
  of(text: string): string {
    let quoted = this.known.get(text);
    if (quoted === undefined) {
      quoted = JSON.stringify(text);
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
 * Writes access lines to `destination`, with pino's base fields (`pid`, `hostname`). `now` is the
 * clock of the line's `time` (epoch milliseconds, as pino's).
 */
export function accessLog(destination: LogDestination, now: () => number = Date.now): AccessLog {
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":"`;
  const routes = new Quoted(1_000);
  const methods = new Quoted(64);
  const ips = new Quoted(1_000);
  const urls = new Quoted(2_000);
  // Lines of the same millisecond share the text of their time.
  let lastTime = Number.NaN;
  let lastTimeText = '';
  return (entry: AccessEntry) => {
    const time = now();
    if (time !== lastTime) {
      lastTime = time;
      lastTimeText = String(time);
    }
    const route = entry.route === undefined ? '' : `,"route":${routes.of(entry.route)}`;
    const bytes = entry.bytes === undefined || Number.isNaN(entry.bytes) ? '' : `,"bytes":${entry.bytes}`;
    const ip = entry.ip === undefined ? '' : `,"ip":${ips.of(entry.ip)}`;
    // Request ids are `req-` and base-36 digits (requestIds): nothing in them needs escaping.
    destination.write(
      `{"level":${INFO},"time":${lastTimeText}${base}${entry.reqId}","method":${methods.of(entry.method)},"url":${urls.of(redactUrl(entry.url))}${route},"status":${entry.status},"ms":${tenths(entry.ms)}${bytes}${ip},"msg":"request completed"}\n`,
    );
  };
}

/** Request ids as Fastify makes them (`req-1`, `req-2` … in base 36), shared with the fast lane. */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}
