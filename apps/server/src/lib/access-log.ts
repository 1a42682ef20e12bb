/**
 * The access log: one `info` line per answered request, through the app's own pino logger (not
 * Fastify's two request lines). Both ways of answering write through it: Fastify's `onResponse`
 * hook and the fast lane. The fields are the ones every reader of the process's log has had:
 * reqId, method, the URL with its secrets redacted (lib/logging.ts), route, status, ms, bytes, ip.
 */
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

/** Request ids as Fastify makes them (`req-1`, `req-2` … in base 36), shared with the fast lane. */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}
