/**
 * Fresh, migrated databases for tests: an in-memory PGlite cloned from one migrated instance per
 * test file, or (with TEST_DATABASE_URL) a PostgreSQL database copied from a migrated template.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

export const TEMPLATE_DATABASE = 'authority_test_template';

export const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

let migratedPglite: Promise<PGlite> | undefined;

async function migratedBase(): Promise<PGlite> {
  migratedPglite ??= (async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await handle.migrate();
    if (!handle.pglite) throw new Error('expected a PGlite handle');
    return handle.pglite;
  })();
  return migratedPglite;
}

/** A new, migrated, empty database. Close it with `handle.close()`. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const base = await migratedBase();
    // clone() is typed as the interface, but what it returns is a PGlite.
    const clone = (await base.clone()) as PGlite;
    return openDatabase({ kind: 'pglite-instance', pglite: clone });
  }
  const name = `authority_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  return openDatabase({ kind: 'postgres', url: withDatabaseName(adminUrl, name), poolSize: 4 });
}

/** Closes the per-file migrated PGlite; call from a file's last `afterAll` (see test/app.ts). */
export async function closeBaseDatabase() {
  if (!migratedPglite) return;
  const base = await migratedPglite;
  migratedPglite = undefined;
  await base.close();
}
