/**
 * The PostgreSQL pool (`npm run test:api:pg`): a connection the server ends while a client is
 * checked out between two queries must not become an uncaught exception.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase, usingPostgres } from '../test/database.js';
import { type DatabaseHandle, endWithin, POOL_END_WAIT_MS } from './client.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it.skipIf(!usingPostgres())(
  'a checked-out client whose connection the server ends reports it to its next query, not as an uncaught error',
  async () => {
    const pool = handle.pool;
    if (!pool) throw new Error('a PostgreSQL handle has a pool');
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    // Another connection ends this one, as a restart or a failover would.
    await pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    await ended;
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
    // The pool goes on with a new connection.
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  },
);

it('a close gives up on a pool that never finishes ending, after its wait', async () => {
  vi.useFakeTimers();
  try {
    const closing = endWithin({ end: () => new Promise<void>(() => {}) }, POOL_END_WAIT_MS);
    await vi.advanceTimersByTimeAsync(POOL_END_WAIT_MS);
    await expect(closing).resolves.toBe('gave up');
  } finally {
    vi.useRealTimers();
  }
});

it('a close that ends in time says so and leaves no timer behind', async () => {
  vi.useFakeTimers();
  try {
    await expect(endWithin({ end: async () => {} }, POOL_END_WAIT_MS)).resolves.toBe('ended');
    expect(vi.getTimerCount()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});

it.skipIf(!usingPostgres())(
  'closing a PostgreSQL handle returns although a connection is still checked out',
  async () => {
    const own = await createTestDatabase();
    const pool = own.pool;
    if (!pool) throw new Error('a PostgreSQL handle has a pool');
    // Never released: node-postgres's own end() waits for it for ever.
    await pool.connect();
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(POOL_END_WAIT_MS + 2_000);
  },
  POOL_END_WAIT_MS + 10_000,
);
