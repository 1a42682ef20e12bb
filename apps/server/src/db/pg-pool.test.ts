/**
 * node-postgres's pool in the server's thread (`npm run test:api:pg`): rows and the driver's error
 * fields as lib/db-errors.ts reads them, a connection kept across queries, the cache's own LISTEN
 * client, and an unreachable server reported as the database being unavailable.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../lib/db-errors.js';
import { createTestDatabase, usingPostgres } from '../test/database.js';
import { type DatabaseHandle, openDatabase, type PgPool } from './client.js';

describe.skipIf(!usingPostgres())('the PostgreSQL pool', () => {
  let handle: DatabaseHandle;
  let pool: PgPool;
  beforeAll(async () => {
    handle = await createTestDatabase();
    if (!handle.pool) throw new Error('a PostgreSQL handle has a pool');
    pool = handle.pool;
  });
  afterAll(() => handle.close());

  it('answers with rows, through Drizzle too, and counts its connections for /metrics', async () => {
    const { rows } = await pool.query(
      `select 1 as one, 9007199254740993::int8 as big, '{"a":[1]}'::jsonb as doc`,
    );
    expect(rows).toEqual([{ one: 1, big: '9007199254740993', doc: { a: [1] } }]);
    await Promise.all([1, 2, 3, 4].map(() => pool.query('select pg_sleep(0.05)')));
    expect(pool.totalCount).toBeGreaterThanOrEqual(4);
    const result = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ two: 2 }]);
  });

  it('fails a query with the driver’s error fields, which db-errors reads', async () => {
    const client = await pool.connect();
    try {
      await client.query('create temporary table once_here (id int primary key)');
      await client.query('insert into once_here values (1)');
      const error = await client
        .query('insert into once_here values ($1)', [1])
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ code: '23505', constraint: 'once_here_pkey', severity: 'ERROR' });
      expect(isUniqueViolation(error)).toBe(true);
    } finally {
      client.release();
    }
  });

  it('keeps a checked-out connection across queries, for transactions and session locks', async () => {
    const client = await pool.connect();
    try {
      const first = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await client.query('begin');
      const second = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await client.query('rollback');
      expect(second.rows[0]?.pid).toBe(first.rows[0]?.pid);
    } finally {
      client.release();
    }
  });

  it('hears notifications on a client of its own, outside the pool', async () => {
    const listener = pool.client();
    await listener.connect();
    const heard = new Promise<unknown>((resolve) => listener.once('notification', resolve));
    await listener.query('listen pool_test');
    await pool.query(`select pg_notify('pool_test', 'hello')`);
    expect(await heard).toMatchObject({ channel: 'pool_test', payload: 'hello' });
    const ended = new Promise<void>((resolve) => listener.once('end', () => resolve()));
    await listener.end();
    await ended;
  });

  it('reports an unreachable server as the database being unavailable', async () => {
    const url = new URL(handle.url ?? '');
    url.port = '1';
    const nowhere = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    const error = await nowhere.ping().catch((caught: unknown) => caught);
    await nowhere.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
