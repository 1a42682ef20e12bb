/**
 * The access log: one line per answered request, written as pino writes an `info` line (the same
 * fields in the same order, so every tool that reads the process's log reads these), but built as
 * one string and handed to the log's destination directly: pino's per-request child logger and
 * its serialisation cost about a third of a cached answer's time (bench/README.md, issue 16).
 * Both ways of answering write through it: Fastify's `onResponse` hook and the fast lane.
 *
 * The lines of one turn of the event loop go to the destination as one write: sonic-boom measures
 * the UTF-8 length of its whole pending buffer on every write; a line at a time, the log took about
 * a third of a cached answer's time under load (bench/README.md, 'Where a 304 goes').
 */
import { hostname } from 'node:os';
import { redactUrl } from './logging.js';

/** What one line says about one request. */
export interface AccessEntry {
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

export interface AccessLog {
  (entry: AccessEntry): void;
  /** Writes the lines gathered in this turn now (on close, and before the process exits). */
  flush(): void;
}

/** pino's number for `info`. */
const INFO = 30;

/** A destination pino writes to (sonic-boom, or a test's stream). */
export interface LogDestination {
  write(line: string): unknown;
}

/** Route patterns are few: each is quoted once. */
const quotedRoutes = new Map<string, string>();
function quotedRoute(route: string): string {
  let quoted = quotedRoutes.get(route);
  if (quoted === undefined) {
    quoted = JSON.stringify(route);
    if (quotedRoutes.size < 1_000) quotedRoutes.set(route, quoted);
  }
  return quoted;
}

/**
 * Writes access lines to `destination`, with pino's base fields (`pid`, `hostname`). `now` is the
 * clock of the line's `time` (epoch milliseconds, as pino's). The lines of a turn of the event loop
 * are written together when it ends (`setImmediate`), or at `flush()`.
 */
export function accessLog(destination: LogDestination, now: () => number = Date.now): AccessLog {
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const lines = pending.join('');
    pending = [];
    destination.write(lines);
  };
  const log = (entry: AccessEntry) => {
    const route = entry.route === undefined ? '' : `,"route":${quotedRoute(entry.route)}`;
    const bytes = entry.bytes === undefined || Number.isNaN(entry.bytes) ? '' : `,"bytes":${entry.bytes}`;
    const ip = entry.ip === undefined ? '' : `,"ip":${JSON.stringify(entry.ip)}`;
    pending.push(
      `{"level":${INFO},"time":${now()}${base}${JSON.stringify(entry.reqId)},"method":${JSON.stringify(entry.method)},"url":${JSON.stringify(redactUrl(entry.url))}${route},"status":${entry.status},"ms":${Math.round(entry.ms * 10) / 10}${bytes}${ip},"msg":"request completed"}\n`,
    );
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return Object.assign(log, { flush });
}

/** Request ids as Fastify makes them (`req-1`, `req-2` … in base 36), shared with the fast lane. */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}
