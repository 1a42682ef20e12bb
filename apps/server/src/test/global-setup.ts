/**
 * Migrate once, before any test file runs; every test database is then a cheap copy.
 * - On PostgreSQL (TEST_DATABASE_URL set): a template database.
 * - On PGlite: a dump of a migrated in-memory instance, written to a file that every test file
 *   loads (`PGLITE_TEMPLATE_KEY`). Creating a PGlite from nothing runs initdb in WASM, ~2.7 s on
 *   this machine; loading the dump takes ~0.6 s. Sixty-odd files each paid the former.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump, openDatabase } from '../db/client.js';
import { PGLITE_TEMPLATE_KEY, TEMPLATE_DATABASE, withDatabaseName } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    [PGLITE_TEMPLATE_KEY]: string;
  }
}

async function writePgliteTemplate(project: TestProject) {
  // With the server's settings too: 16 MB of shared buffers rather than 128, ~0.4 s less per
  // test database (decision 025).
  const dump = await migratedPgliteDump('none');
  const folder = mkdtempSync(path.join(tmpdir(), 'authority-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide(PGLITE_TEMPLATE_KEY, file);
  return () => rmSync(folder, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return writePgliteTemplate(project);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase({
    kind: 'postgres',
    url: withDatabaseName(adminUrl, TEMPLATE_DATABASE),
  });
  try {
    await template.migrate();
  } finally {
    await template.close();
  }
}
