/**
 * One database API above two drivers: PGlite (embedded, under DATA_DIR or in memory) when there
 * is no DATABASE_URL, node-postgres against a real server when there is. Everything above this
 * file sees only `Database`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { initialDatabase } from './first-start.js';
import type { ThreadPool } from './pg-thread.js';
import { persistPgliteSettings } from './pglite-settings.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
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
  /** The node-postgres pool, in its own thread (db/pg-thread.ts), and its URL; undefined on PGlite. */
  pool?: ThreadPool;
  url?: string;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `firstStartDir`: where the build's first-start assets are (first-start.ts); the build's by default. */
  | { kind: 'pglite'; dataDir: string; firstStartDir?: string }
  | { kind: 'pglite-memory' }
  | { kind: 'pglite-instance'; pglite: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize);
  let pglite: PGlite;
  if (target.kind === 'pglite-instance') pglite = target.pglite;
  else if (target.kind === 'pglite-memory') pglite = await PGlite.create();
  else {
    mkdirSync(target.dataDir, { recursive: true });
    // An empty folder starts from the build's migrated database rather than initdb (first-start.ts).
    const initial = existsSync(path.join(target.dataDir, 'PG_VERSION'))
      ? undefined
      : initialDatabase(target.firstStartDir);
    pglite = await PGlite.create({ dataDir: target.dataDir, ...(initial ? { loadDataDir: initial } : {}) });
    await persistPgliteSettings(pglite);
  }
  return wrapPglite(pglite);
}

/**
 * A migrated, empty PGlite database with the embedded database's settings, as a data-folder dump:
 * what the build's first start (first-start-assets.ts) and every test database start from.
 */
export async function migratedPgliteDump(compression: 'gzip' | 'none'): Promise<Blob> {
  const pglite = await PGlite.create();
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

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // Loaded only here: a start on PGlite does not pay for them (~50 ms; decision 025). The driver
  // itself runs in a thread of its own (decision 026).
  const [{ ThreadPool }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('./pg-thread.js'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new ThreadPool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // Drizzle calls only what ThreadPool has of pg.Pool: query, connect, and release on a client.
  const db = drizzleNodePg({ client: pool as unknown as pg.Pool, schema });
  return {
    db,
    kind: 'postgres',
    pool,
    url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}
