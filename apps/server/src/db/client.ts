/**
 * One database API above two drivers: PGlite (embedded, under DATA_DIR or in memory) when there
 * is no DATABASE_URL, node-postgres against a real server when there is. Everything above this
 * file sees only `Database`.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
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
  /** The node-postgres pool and its URL; undefined on PGlite. */
  pool?: pg.Pool;
  url?: string;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'pglite-instance'; pglite: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize);
  let pglite: PGlite;
  if (target.kind === 'pglite-instance') pglite = target.pglite;
  else if (target.kind === 'pglite-memory') pglite = await PGlite.create();
  else {
    mkdirSync(target.dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir: target.dataDir });
  }
  return wrapPglite(pglite);
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

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
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
