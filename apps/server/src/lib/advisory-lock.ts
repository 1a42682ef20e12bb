/**
 * Work that one process of a fleet must do alone (decision 009), under a PostgreSQL session
 * advisory lock held on a connection of its own while the work uses the pool. PGlite is one
 * process: the work simply runs. Keys are arbitrary 64-bit numbers, one per kind of work.
 */
import type { DatabaseHandle } from '../db/client.js';

export const LOCKS = {
  /** Migrations and the first-start seed. */
  startup: 7_424_150_015,
  /** The retention rules (features/privacy/retention-job.ts). */
  retention: 7_424_150_016,
} as const;

/** Waits for the lock, then runs `work`: every caller runs it, one after the other. */
export async function inTurn<T>(handle: DatabaseHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (!handle.pool) return work();
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
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
  const client = await handle.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
