/**
 * Server processes sharing one PostgreSQL database, as a fleet runs (decision 011): each app has
 * its own connection pool on the same test database. Only with TEST_DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { testConfig } from './app.js';
import { createTestDatabase } from './database.js';

export interface TestFleet {
  /** The first app's database handle (seed through it; `pool` runs raw SQL). */
  first: DatabaseHandle;
  apps: FastifyInstance[];
  /** Another process joining the same database later (closed with the fleet). */
  join(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** `env`: settings every process of the fleet starts with (testConfig's). */
export async function startFleet(size = 2, env: Record<string, string> = {}): Promise<TestFleet> {
  const first = await createTestDatabase();
  const apps: FastifyInstance[] = [];
  const join = async (handle?: DatabaseHandle) => {
    const database = handle ?? (await openDatabase({ kind: 'postgres', url: first.url ?? '', poolSize: 2 }));
    const app = await buildApp({ config: testConfig(env), database, ownsDatabase: true, logger: false });
    apps.push(app);
    await app.ready();
    return app;
  };
  await join(first);
  for (let n = 1; n < size; n++) await join();
  return {
    first,
    apps: [...apps],
    join: () => join(),
    close: async () => {
      for (const app of apps) await app.close();
    },
  };
}
