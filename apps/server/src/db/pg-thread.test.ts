/**
 * node-postgres in its own thread (decision 026; `npm run test:api:pg`): the server's thread gets
 * rows, errors and events as the driver gives them, and opens no socket of the driver's.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../lib/db-errors.js';
import { createTestDatabase, usingPostgres } from '../test/database.js';
import { type DatabaseHandle, openDatabase } from './client.js';
import { ThreadPool } from './pg-thread.js';

const tcpSockets = () => process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length;

describe.skipIf(!usingPostgres())('the PostgreSQL driver in its own thread', () => {
  let plain: DatabaseHandle;
  let handle: DatabaseHandle;
  let pool: ThreadPool;
  beforeAll(async () => {
    plain = await createTestDatabase();
    if (!plain.url) throw new Error('a PostgreSQL handle has a URL');
    // The same database through the tuned driver (DELIVERY_TUNING's thread).
    handle = await openDatabase({ kind: 'postgres', url: plain.url, poolSize: 4, thread: true });
    if (!(handle.pool instanceof ThreadPool)) throw new Error('the tuned handle runs the thread');
    pool = handle.pool;
  });
  afterAll(async () => {
    await handle.close();
    await plain.close();
  });

  it('answers with rows, dates as the text PostgreSQL sent, and no socket in this thread', async () => {
    const before = tcpSockets();
    const { rows, rowCount, command } = await pool.query<{
      one: number;
      day: string;
      big: string;
      doc: unknown;
    }>(`select 1 as one, date '2026-11-28' as day, 9007199254740993::int8 as big, '{"a":[1]}'::jsonb as doc`);
    expect({ rows, rowCount, command }).toEqual({
      rows: [{ one: 1, day: '2026-11-28', big: '9007199254740993', doc: { a: [1] } }],
      rowCount: 1,
      command: 'SELECT',
    });
    // Four connections open in the pool, all of them in the driver's thread.
    await Promise.all([1, 2, 3, 4].map(() => pool.query('select pg_sleep(0.05)')));
    expect(pool.totalCount).toBe(4);
    expect(tcpSockets()).toBeLessThanOrEqual(before);
    // Drizzle's rows come through it too (array mode), with its own column mapping.
    const result = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ two: 2 }]);
  });

  it('fails a query with the driver’s error fields, which db-errors reads', async () => {
    await pool.query('create temporary table if not exists once (id int primary key)');
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

  it('hears notifications on a client of its own', async () => {
    const listener = pool.client();
    await listener.connect();
    const heard = new Promise<unknown>((resolve) => listener.once('notification', resolve));
    await listener.query('listen thread_test');
    await pool.query(`select pg_notify('thread_test', 'hello')`);
    expect(await heard).toEqual({ channel: 'thread_test', payload: 'hello' });
    await listener.end();
  });

  it('refuses work once ended, as pg does', async () => {
    const own = new ThreadPool({
      connectionString: pool.options.connectionString,
      max: 1,
      connectionTimeoutMillis: 5_000,
    });
    expect((await own.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await own.end();
    await expect(own.query('select 1')).rejects.toThrow(/after calling end/);
  });

  it('reports an unreachable server as the database being unavailable', async () => {
    const url = new URL(pool.options.connectionString);
    url.port = '1';
    const nowhere = new ThreadPool({
      connectionString: url.toString(),
      max: 1,
      connectionTimeoutMillis: 2_000,
    });
    const error = await nowhere.query('select 1').catch((caught: unknown) => caught);
    await nowhere.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
