/**
 * On PostgreSQL (TEST_DATABASE_URL set), migrate a template database once; every test database
 * is then a cheap copy of it. On PGlite there is nothing to do here: each test file migrates one
 * in-memory instance and clones it.
 */
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { TEMPLATE_DATABASE, withDatabaseName } from './database.js';

export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
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
