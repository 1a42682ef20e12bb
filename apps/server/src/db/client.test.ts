/**
 * The PostgreSQL pool (`npm run test:api:pg`): a connection the server ends while a client is
 * checked out between two queries must not become an uncaught exception.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres } from '../test/database.js';
import type { DatabaseHandle } from './client.js';

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
