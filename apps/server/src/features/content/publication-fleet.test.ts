/**
 * Scheduled items in a fleet (PostgreSQL): a process that did not save the item still shows it at
 * its time, by itself. It heard of the write through LISTEN/NOTIFY, re-armed its own timer from the
 * database, and turns its cache over when the timer fires, with no request and no further notice.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNews } from '../../db/factories.js';
import { usingPostgres } from '../../test/database.js';
import { startFleet, type TestFleet } from '../../test/fleet.js';

const newsNames = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/v1/admin/news' }))
    .json()
    .map((n: { name: string }) => n.name);

/** Polls until `check` passes; bounded, no fixed sleep. */
const eventually = (check: () => Promise<void> | void) =>
  vi.waitFor(check, { timeout: 10_000, interval: 50 });

describe.runIf(usingPostgres())('scheduled publishing across processes (PostgreSQL)', () => {
  let fleet: TestFleet;
  let saver: FastifyInstance;
  let other: FastifyInstance;

  beforeAll(async () => {
    fleet = await startFleet();
    [saver, other] = fleet.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => fleet.close());

  it('the other process arms its own timer from the database and shows the item at its time', async () => {
    const publishAt = new Date(Date.now() + 2_000);
    await createNews(fleet.first.db, { name: 'Scheduled across the fleet', publishAt });
    await saver.contentChanged();
    await eventually(() => expect(other.publicationTimer.next()?.getTime()).toBe(publishAt.getTime()));
    // Kept by the other process while still to come…
    expect(await newsNames(other)).not.toContain('Scheduled across the fleet');
    // …and shown once its time has come, within 5 s, with nothing else written or announced.
    await eventually(async () => expect(await newsNames(other)).toContain('Scheduled across the fleet'));
    expect(Date.now()).toBeLessThan(publishAt.getTime() + 5_000);
  });

  it('a process that starts later reads the soonest time from the database', async () => {
    const publishAt = new Date(Date.now() + 3_600_000);
    await createNews(fleet.first.db, { name: 'Next hour', publishAt });
    const late = await fleet.join();
    expect(late.publicationTimer.next()?.getTime()).toBe(publishAt.getTime());
  });
});
