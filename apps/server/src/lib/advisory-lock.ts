/**
 * Work that one process of a fleet must do alone (decision 011), under a PostgreSQL session
 * advisory lock held on a connection of its own while the work uses the pool. PGlite is one
 * process: the work simply runs. Keys are arbitrary 64-bit numbers, one per kind of work.
 */

import type { DatabaseHandle, PgPool, PgPoolClient } from '../db/client.js';

export const LOCKS = {
  /** Migrations and the first-start seed. */
  startup: 7_424_150_015,
  /** The retention rules (features/privacy/retention-job.ts). */
  retention: 7_424_150_016,
  /** The after-event mails (features/certificates/after-event-job.ts). */
  afterEvent: 7_424_150_017,
} as const;

/**
 * A pool connection for as long as `use` runs. Should the database go away meanwhile, the
 * connection's error must not crash the process (the query in flight fails and says so), and the
 * connection is thrown away rather than reused; the server then drops its session locks itself.
 */
async function withConnection<T>(pool: PgPool, use: (client: PgPoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const ignore = () => {};
  client.on('error', ignore);
  let broken = false;
  try {
    return await use(client);
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.off('error', ignore);
    client.release(broken);
  }
}

/** Releases `key`; a failure leaves it to the connection's end (the caller throws it away). */
async function unlock(client: PgPoolClient, key: number) {
  await client.query('select pg_advisory_unlock($1)', [key]);
}

/** Waits for the lock, then runs `work`: every caller runs it, one after the other. */
export async function inTurn<T>(handle: DatabaseHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (!handle.pool) return work();
  return withConnection(handle.pool, async (client) => {
    await client.query('select pg_advisory_lock($1)', [key]);
    const result = await work().catch(async (error: unknown) => {
      await unlock(client, key).catch(() => {});
      throw error;
    });
    await unlock(client, key);
    return result;
  });
}

/**
 * Runs `work` unless another process is running it now; `{ ran: false }` then. For periodic jobs
 * that every process schedules: whichever gets there first does it, the others skip this turn.
 */
export async function unlessRunningElsewhere<T>(
  handle: DatabaseHandle,
  key: number,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (!handle.pool) return { ran: true, result: await work() };
  return withConnection(handle.pool, async (client) => {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ]);
    if (!rows[0]?.locked) return { ran: false };
    const result = await work().catch(async (error: unknown) => {
      await unlock(client, key).catch(() => {});
      throw error;
    });
    await unlock(client, key);
    return { ran: true, result };
  });
}
