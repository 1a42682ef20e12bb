/**
 * The Redis connection behind the shared rate-limit counters (decision 011), and whether it works
 * now. Commands fail at once while Redis is away (no offline queue, a short command timeout), so
 * a limit never waits on it; the client reconnects by itself, and each change of state is logged
 * once, not on every retry.
 */

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface SharedCounters {
  readonly client: Redis;
  /** True while Redis answers; false from the first failure until it is back. */
  readonly available: boolean;
  /** Waits (bounded) for the first connection; resolves either way. */
  connected(timeoutMs: number): Promise<boolean>;
  /** Called by a store whose command failed: Redis is treated as away until it answers again. */
  failed(error: unknown): void;
  /** Called by a store whose command succeeded (after a timeout the connection may never drop). */
  answered(): void;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 500;
const MAX_RECONNECT_DELAY_MS = 2_000;

export function connectSharedCounters(url: string, log: FastifyBaseLogger): SharedCounters {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, MAX_RECONNECT_DELAY_MS),
    lazyConnect: false,
  });
  let available = false;
  // Whether the state so far was logged: one line per outage (and one if it never came up).
  let reported = false;
  let closing = false;

  const markDown = (error: unknown) => {
    if (closing || (!available && reported)) return;
    const firstStart = !reported;
    available = false;
    reported = true;
    log.error(
      { err: error instanceof Error ? error.message : String(error), redis: redactedUrl(url) },
      firstStart
        ? 'Redis does not answer: sign-in and code sending are refused (503), other limits are not applied, until it does'
        : 'Redis lost: sign-in and code sending are refused (503), other limits are not applied, until it is back',
    );
  };
  const markUp = () => {
    if (available) return;
    if (reported) log.warn({ redis: redactedUrl(url) }, 'Redis is back: rate limits are shared again');
    available = true;
    reported = true;
  };
  client.on('ready', markUp);
  client.on('error', markDown);
  client.on('close', () => markDown(new Error('connection closed')));

  return {
    client,
    get available() {
      return available && client.status === 'ready';
    },
    connected: (timeoutMs) =>
      new Promise<boolean>((resolve) => {
        if (client.status === 'ready') return resolve(true);
        const timer = setTimeout(() => {
          client.off('ready', onReady);
          resolve(false);
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once('ready', onReady);
      }),
    failed: markDown,
    answered: markUp,
    close: async () => {
      closing = true;
      client.disconnect();
    },
  };
}

/** The URL without its password, for the log. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://…';
  }
}
