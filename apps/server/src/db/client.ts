/**
 * One database API above two drivers: PGlite (embedded, under DATA_DIR or in memory) when there
 * is no DATABASE_URL, node-postgres against a real server when there is. Everything above this
 * file sees only `Database`.
 */

import type { EventEmitter } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { initialDatabase } from './first-start.js';
import { persistPgliteSettings } from './pglite-settings.js';
import * as schema from './schema.js';

export type Schema = typeof schema;

/**
 * The extensions site search's migration creates (docs/decisions/037-site-search.md): PGlite loads
 * an extension's code only when it is opened with it, so every PGlite opens with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * node-postgres's pool, with `client()`: a connection of its own outside the pool, on the same
 * server (the cache's LISTEN, plugins/public-cache.ts), not yet connected.
 */
export type PgPool = {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  connect(): Promise<PgPoolClient>;
  /** A connection of its own outside the pool (LISTEN), not yet connected. */
  client(): PgListener;
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { connectionString?: string };
  end(): Promise<void>;
};

/** A connection checked out of the pool, until `release` (`destroy`: close it instead). */
export type PgPoolClient = EventEmitter & {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  release(destroy?: boolean | Error): void;
};

/** A standalone connection: pg.Client, or the thread's (its `notification`, `error`, `end` events). */
export type PgListener = EventEmitter & {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
};
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers when the database does; throws otherwise. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance (tests clone it); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The node-postgres pool (in a thread of its own under DELIVERY_TUNING, db/pg-thread.ts) and its URL; undefined on PGlite. */
  pool?: PgPool;
  url?: string;
}

export type DatabaseTarget =
  /** `thread`: node-postgres in a worker thread of its own (DELIVERY_TUNING, decisions 026 and 035). */
  | { kind: 'postgres'; url: string; poolSize?: number; thread?: boolean }
  /** `firstStartDir`: where the build's first-start assets are (first-start.ts); the build's by default. */
  | { kind: 'pglite'; dataDir: string; firstStartDir?: string }
  | { kind: 'pglite-memory' }
  | { kind: 'pglite-instance'; pglite: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize, target.thread);
  let pglite: PGlite;
  if (target.kind === 'pglite-instance') pglite = target.pglite;
  else if (target.kind === 'pglite-memory') pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  else {
    mkdirSync(target.dataDir, { recursive: true });
    // An empty folder starts from the build's migrated database rather than initdb (first-start.ts).
    const initial = existsSync(path.join(target.dataDir, 'PG_VERSION'))
      ? undefined
      : initialDatabase(target.firstStartDir);
    pglite = await PGlite.create({
      dataDir: target.dataDir,
      extensions: PGLITE_EXTENSIONS,
      ...(initial ? { loadDataDir: initial } : {}),
    });
    await persistPgliteSettings(pglite);
  }
  return wrapPglite(pglite);
}

/**
 * A migrated, empty PGlite database with the embedded database's settings, as a data-folder dump:
 * what the build's first start (first-start-assets.ts) and every test database start from.
 */
export async function migratedPgliteDump(compression: 'gzip' | 'none'): Promise<Blob> {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await wrapPglite(pglite).migrate();
    await persistPgliteSettings(pglite);
    return await pglite.dumpDataDir(compression);
  } finally {
    await pglite.close();
  }
}

function wrapPglite(pglite: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: pglite, schema });
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string, poolSize = 10, thread = false): Promise<DatabaseHandle> {
  const settings = { connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 };
  if (thread) return openPostgresThread(url, settings);
  // Loaded only here: a start on PGlite does not pay for them (decision 025).
  const [{ default: driver }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const plain = Object.assign(new driver.Pool(settings), {
    client: () => new driver.Client({ connectionString: url, connectionTimeoutMillis: 5_000 }),
  });
  // pg's overloaded `query` is wider than PgPool's one form, which is all the server calls.
  const pool = plain as unknown as PgPool;
  // An idle client that loses its server must not crash the process; the next query reconnects.
  plain.on('error', () => {});
  // Nor may a checked-out one: the pool listens to a client only while it is idle, and a client
  // whose connection ends between two queries reports it as an 'error' event with no listener (an
  // uncaught exception). The query in flight, or the next one, still fails and says why.
  plain.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg({ client: plain, schema });
  return postgresHandle(db, pool, url, migrateNodePg);
}

/**
 * The tuned driver (DELIVERY_TUNING, decision 035): node-postgres's pool in a worker thread of its
 * own (decision 026), seen as the part of pg.Pool the server and Drizzle call.
 */
async function openPostgresThread(
  url: string,
  settings: { connectionString: string; max: number; connectionTimeoutMillis: number },
): Promise<DatabaseHandle> {
  const [{ ThreadPool }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('./pg-thread.js'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const threadPool = new ThreadPool(settings);
  const pool: PgPool = threadPool;
  // Drizzle calls only what ThreadPool has of pg.Pool: query, connect, and release on a client.
  const db = drizzleNodePg({ client: threadPool as unknown as pg.Pool, schema });
  return postgresHandle(db, pool, url, migrateNodePg);
}

/** The handle of a PostgreSQL database, whichever pool (plain or in its thread) serves it. */
function postgresHandle(
  db: NodePgDatabase<typeof schema>,
  pool: PgPool,
  url: string,
  migrateNodePg: (db: NodePgDatabase<typeof schema>, config: { migrationsFolder: string }) => Promise<void>,
): DatabaseHandle {
  return {
    db,
    kind: 'postgres',
    pool,
    url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await endWithin(pool, POOL_END_WAIT_MS);
    },
  };
}

/** How long a close waits for the pool's connections to end (decision 044). */
export const POOL_END_WAIT_MS = 5_000;

/**
 * Ends a pool or a connection, or gives up after `waitMs`: node-postgres's `end()` waits for its
 * connections to end, and one whose server vanished mid-way may never report it, so a shutdown or
 * a test's teardown would wait for ever (decision 044). What is left goes with the process.
 */
export async function endWithin(
  pool: { end(): Promise<void> },
  waitMs: number,
): Promise<'ended' | 'gave up'> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'gave up'>((resolve) => {
    timer = setTimeout(() => resolve('gave up'), waitMs);
    timer.unref();
  });
  const ended = pool.end().then(
    () => 'ended' as const,
    () => 'ended' as const,
  );
  try {
    return await Promise.race([ended, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
