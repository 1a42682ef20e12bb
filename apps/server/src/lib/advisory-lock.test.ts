/**
 * Work done once with N processes: on PostgreSQL (`npm run test:api:pg`) two handles on one
 * database stand for two processes; on PGlite (one process) the work simply runs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { createTestDatabase, usingPostgres } from '../test/database.js';
import { inTurn, LOCKS, unlessRunningElsewhere } from './advisory-lock.js';

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  first = await createTestDatabase();
  second = first.url ? await openDatabase({ kind: 'postgres', url: first.url, poolSize: 2 }) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

it('skips a periodic job while another process runs it, and runs it once that one is done', async () => {
  const running = gate();
  const started = gate();
  const elsewhere = unlessRunningElsewhere(first, LOCKS.retention, async () => {
    started.open();
    await running.opened;
    return 'first';
  });
  await started.opened;
  const meanwhile = await unlessRunningElsewhere(second, LOCKS.retention, async () => 'second');
  // PGlite is one process: nothing else can hold the lock, so the job runs.
  expect(meanwhile).toEqual(first.pool ? { ran: false } : { ran: true, result: 'second' });
  running.open();
  expect(await elsewhere).toEqual({ ran: true, result: 'first' });
  expect(await unlessRunningElsewhere(second, LOCKS.retention, async () => 'later')).toEqual({
    ran: true,
    result: 'later',
  });
});

// PGlite is one process: there is no other to wait for.
it.skipIf(!usingPostgres())(
  'runs start-up work one process after the other, never side by side',
  async () => {
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(`${name} in`);
      await new Promise<void>((resolve) => setImmediate(resolve));
      order.push(`${name} out`);
    };
    await Promise.all([inTurn(first, LOCKS.startup, step('a')), inTurn(second, LOCKS.startup, step('b'))]);
    expect(
      [order.slice(0, 2), order.slice(2)].map((pair) => pair.map((entry) => entry.split(' ')[1])),
    ).toEqual([
      ['in', 'out'],
      ['in', 'out'],
    ]);
  },
);
