/**
 * Several server processes share one PostgreSQL: a change made through one must empty the kept
 * answers of every other (LISTEN/NOTIFY), also after the listening connection was lost.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { createComment } from '../db/factories.js';
import { usingPostgres } from '../test/database.js';
import { startFleet, type TestFleet } from '../test/fleet.js';
import { CONTENT_CHANNEL } from './plugin.js';

const names = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/v1/admin/comments' }))
    .json()
    .map((c: { name: string }) => c.name);

/** Polls until `check` passes; bounded, no fixed sleep. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });

describe.runIf(usingPostgres())('public cache across processes (PostgreSQL)', () => {
  let fleet: TestFleet;
  let first: DatabaseHandle;
  let appA: FastifyInstance;
  let appB: FastifyInstance;

  beforeAll(async () => {
    fleet = await startFleet();
    first = fleet.first;
    [appA, appB] = fleet.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => fleet.close());

  it('a change announced by one process clears the cache of the other', async () => {
    await createComment(first.db, { name: 'Before' });
    expect(await names(appB)).toEqual(['Before']);
    await createComment(first.db, { name: 'After' });
    expect(await names(appB)).toEqual(['Before']);

    await appA.contentChanged();
    await eventually(async () => expect(await names(appB)).toContain('After'));
  });

  it('does not clear its own cache again on hearing its own notice', async () => {
    await appA.contentChanged();
    await names(appA);
    const generation = appA.delivery.generation;
    // appB hears appA's next notice; by then appA's listener has had every chance to hear it too.
    const before = appB.delivery.generation;
    await appA.contentChanged();
    await eventually(async () => expect(appB.delivery.generation).toBeGreaterThan(before));
    expect(appA.delivery.generation).toBe(generation + 1);
  });

  it('keeps listening after its connection is killed', async () => {
    const listeners = `select pid from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN ${CONTENT_CHANNEL}%'`;
    const killed = (await first.pool?.query<{ pid: number }>(listeners))?.rows.map(({ pid }) => pid) ?? [];
    expect(killed).toHaveLength(2);
    await first.pool?.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [killed]);
    // Wait until both listeners are back on new connections (a killed backend may still be listed
    // for a moment after pg_terminate_backend returns).
    await eventually(async () => {
      const pids = (await first.pool?.query<{ pid: number }>(listeners))?.rows.map(({ pid }) => pid) ?? [];
      expect(pids.filter((pid) => !killed.includes(pid))).toHaveLength(2);
    });
    // A reconnect clears the cache (a notice may have been missed); fill it again, then change.
    await names(appB);
    await createComment(first.db, { name: 'After reconnect' });
    expect(await names(appB)).not.toContain('After reconnect');
    await appA.contentChanged();
    await eventually(async () => expect(await names(appB)).toContain('After reconnect'));
  });
});
