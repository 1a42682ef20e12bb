/**
 * Fresh, migrated databases for tests: an in-memory PGlite loaded from the dump that the global
 * setup migrated once, or (with TEST_DATABASE_URL) a PostgreSQL database copied from a migrated
 * template.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../db/client.js';

export const TEMPLATE_DATABASE = 'authority_test_template';
/** The key under which the global setup provides the migrated PGlite dump's file. */
export const PGLITE_TEMPLATE_KEY = 'pgliteTemplateFile';

export const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

let templateDump: Blob | undefined;

/** The migrated database's dump, read once per test file. */
function migratedDump(): Blob {
  templateDump ??= new Blob([readFileSync(inject(PGLITE_TEMPLATE_KEY))]);
  return templateDump;
}

/** A new, migrated, empty database. Close it with `handle.close()`. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const pglite = await PGlite.create({ loadDataDir: migratedDump(), extensions: PGLITE_EXTENSIONS });
    return openDatabase({ kind: 'pglite-instance', pglite });
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
