import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import {
  createContactInquiry,
  createEvent,
  createEventRegistration,
  createNews,
  createOrganization,
  createSponsorRegistration,
} from '../../db/factories.js';
import * as schema from '../../db/schema.js';
import { news } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { createStaff } from '../../test/staff.js';
import { createBackup, DERIVED_TABLES, restoreBackup, TABLES_IN_ORDER } from './backup.js';

let source: TestApp;
let empty: DatabaseHandle;

beforeAll(async () => {
  source = await createTestApp();
  const event = await createEvent(source.db);
  await createStaff(source, { role: 'SuperAdmin' });
  await createOrganization(source.db, { description: '<p>Arabic: مستشفى</p>' });
  await createNews(source.db, { createdOn: new Date('2026-01-02T03:04:05.678Z') });
  await createEventRegistration(source.db, { eventId: event.id, fullName: 'زينب علي' });
  await createSponsorRegistration(source.db, { eventId: event.id });
  await createContactInquiry(source.db);
  await source.app.inject({
    method: 'POST',
    url: '/api/v1/Accounts/login',
    payload: { email: 'x@y.example', password: 'wrong' },
  });
  empty = await createTestDatabase();
});
afterAll(async () => {
  await source.close();
  await empty.close();
});

describe('backup and restore', () => {
  it('restores a backup into an empty database and finds every row', async () => {
    const backup = JSON.parse(JSON.stringify(await createBackup(source.db, new Date()))); // as read from a file
    const restored = await restoreBackup(empty.db, backup);
    for (const table of TABLES_IN_ORDER) {
      const name = getTableName(table);
      const original = await source.db.select().from(table);
      const copy = await empty.db.select().from(table);
      expect(copy, name).toEqual(original);
      expect(restored[name]).toBe(original.length);
    }
    expect(Object.values(restored).reduce((a, b) => a + b, 0)).toBe(8);
  });

  it('continues ids after the restored rows', async () => {
    const [row] = await empty.db.insert(news).values({ name: 'After restore' }).returning();
    const [max] = (await source.db.select().from(news)).map((n) => n.id).sort((a, b) => b - a);
    expect(row?.id).toBeGreaterThan(max ?? 0);
  });

  it('refuses a database that is not empty, and a file that is not a backup', async () => {
    const backup = await createBackup(source.db, new Date());
    await expect(restoreBackup(source.db, backup)).rejects.toThrow(/not empty/);
    await expect(restoreBackup(empty.db, { ...backup, format: 'other' } as never)).rejects.toThrow(
      /not a backup/,
    );
  });
});

describe('what a backup holds', () => {
  it('every table of the schema, so a new table cannot be left out of backups', () => {
    const tables = (Object.values(schema) as unknown[]).filter(
      (value): value is PgTable => is(value, PgTable) && !DERIVED_TABLES.includes(value as PgTable),
    );
    expect(tables.map(getTableName).sort()).toEqual(TABLES_IN_ORDER.map(getTableName).sort());
  });
});
