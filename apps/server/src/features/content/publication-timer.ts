/**
 * Scheduled items appear by themselves: each process arms one timer for the soonest
 * future `publishAt` of any content type, read from the database, and clears its public cache
 * when it fires. It re-arms after every clear of the cache: a write here, a write in another
 * process (heard through LISTEN/NOTIFY, delivery/plugin.ts), a reconnection, or its own
 * firing. So every process of a fleet turns over on its own, without a request and without a
 * message from the process that saved the item.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_RESOURCES } from './resources.js';

/** Fired this long after the time, so the clock that reads rows agrees the item is due. */
const MARGIN_MS = 50;
/** setTimeout's longest delay; a later item is re-armed for when this one fires. */
const MAX_DELAY_MS = 2_147_483_647;

declare module 'fastify' {
  interface FastifyInstance {
    publicationTimer: {
      /** When the public cache turns over next for a scheduled item (undefined: none is due). */
      next(): Date | undefined;
      /** Resolves once the timer is armed after the last clear (tests). */
      settled(): Promise<void>;
    };
  }
}

/**
 * The soonest `publishAt` after `now` among published rows of every content type: one query (a
 * process's pool may be small, and this runs on every clear of the cache).
 */
async function soonestPublication(app: FastifyInstance, now: Date): Promise<Date | undefined> {
  const after = sql`${now.toISOString()}::timestamptz`;
  const each = CONTENT_RESOURCES.map(({ table, publication: { isPublished, publishAt } }) => {
    const name = sql.identifier(getTableName(table));
    const column = sql.identifier(publishAt.name);
    return sql`select min(${name}.${column}) as at from ${name} where ${name}.${sql.identifier(isPublished.name)} and ${name}.${column} > ${after}`;
  });
  const result = await app.db.execute(
    sql`select (extract(epoch from min(at)) * 1000)::float8 as ms from (${sql.join(each, sql` union all `)}) as due`,
  );
  const ms = (result as unknown as { rows: { ms: number | string | null }[] }).rows[0]?.ms;
  return ms === null || ms === undefined ? undefined : new Date(Math.round(Number(ms)));
}

async function publicationTimer(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let next: Date | undefined;
  let closing = false;
  // Re-arms one at a time; a clear during a look-up asks for one more look.
  let looking: Promise<void> | undefined;
  let again = false;

  const arm = async () => {
    const now = app.now();
    const at = await soonestPublication(app, now);
    clearTimeout(timer);
    timer = undefined;
    next = at;
    if (!at || closing) return;
    const delay = Math.min(at.getTime() - now.getTime() + MARGIN_MS, MAX_DELAY_MS);
    timer = setTimeout(() => app.delivery.clearHere(), Math.max(delay, 0));
    timer.unref();
  };
  const rearm = () => {
    if (closing) return;
    if (looking) {
      again = true;
      return;
    }
    looking = arm()
      .catch((error: unknown) => app.log.error({ err: error }, 'publication timer could not be armed'))
      .finally(() => {
        looking = undefined;
        if (again) {
          again = false;
          rearm();
        }
      });
  };

  app.decorate('publicationTimer', {
    next: () => next,
    settled: async () => {
      while (looking) await looking;
    },
  });
  app.delivery.onClear(rearm);
  app.addHook('onReady', async () => {
    rearm();
    await looking;
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await looking;
  });
}

export default fp(publicationTimer, { name: 'publication-timer', dependencies: ['delivery'] });
