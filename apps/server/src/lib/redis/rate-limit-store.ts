/**
 * `@fastify/rate-limit`'s store on Redis (decision 011), in place of its own RedisStore so that
 * a Redis failure has the answer each limit needs: a limit that protects accounts or mailboxes
 * (sign-in, sending a code) fails closed with 503, every other one fails open and lets the
 * request through. The counting is the same as the library's: INCR, with the window set as
 * PEXPIRE on the first hit.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { AppError } from '../app-error.js';
import type { SharedCounters } from './shared-counters.js';

const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
end
return {current, ttl}
`;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What `child` really receives: the route's merged limit options, naming the route. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The command `defineCommand` adds to the client below. */
type CountingClient = SharedCounters['client'] & {
  rateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
};

export interface RedisRateStoreOptions {
  counters: SharedCounters;
  /** Does this route's limit fail closed (503) when Redis is away? */
  failsClosed: (route: { method: string; url: string }) => boolean;
  /** Counted on each failure (metrics). */
  onUnavailable?: (closed: boolean) => void;
}

/** A store class as `@fastify/rate-limit`'s `store` option wants one (it calls `new` on it). */
export function redisRateStore(options: RedisRateStoreOptions): FastifyRateLimitStoreCtor {
  const { counters } = options;
  counters.client.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT });
  const client = counters.client as CountingClient;

  return class RedisRateStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = 'rl:',
      private readonly closed = false,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      client.rateLimitIncrement(`${this.prefix}${key}`, timeWindow).then(
        ([current, ttl]) => {
          counters.answered();
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          counters.failed(error);
          options.onUnavailable?.(this.closed);
          // Fail open: counted as the first request of a window, so it passes.
          if (!this.closed) return callback(null, { current: 0, ttl: timeWindow });
          callback(AppError.unavailable());
        },
      );
    }

    // Typed by the library as the route's options; it is handed the merged limit options.
    child(routeOptions: unknown) {
      const params = routeOptions as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      const url = params.routeInfo?.url ?? '';
      return new RedisRateStore(
        undefined,
        `${this.prefix}${method}${url}:`,
        options.failsClosed({ method, url }),
      );
    }
  };
}
