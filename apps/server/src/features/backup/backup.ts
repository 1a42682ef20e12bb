/**
 * Backup and restore, the same on PGlite and PostgreSQL: every table's rows as JSON,
 * written in an order that satisfies the foreign keys, sequences set past the highest id. The file
 * names the last migration it was taken at; restoring needs a database at the same migration.
 */
import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema.js';

export const BACKUP_FORMAT = 'authority-backup';
export const BACKUP_VERSION = 1;

/** Parents before children, so rows can be inserted in this order. */
export const TABLES_IN_ORDER: PgTable[] = [
  schema.users,
  schema.sessions,
  schema.secondFactors,
  schema.recoveryCodes,
  schema.oneTimeCodes,
  schema.organizations,
  schema.news,
  schema.analysis,
  schema.comments,
  schema.partners,
  schema.events,
  schema.branches,
  schema.media,
  schema.siteSettings,
  schema.eventRegistrations,
  schema.sponsorRegistrations,
  // After the event (decision 046): after the events and registrations they name.
  schema.eventEducation,
  schema.evaluations,
  schema.certificates,
  schema.contactInquiries,
  schema.inquiryEntries,
  schema.pageFeedback,
  schema.mailOutbox,
  schema.auditLog,
  schema.contentRevisions,
  schema.pendingRevisions,
  schema.reviewRequests,
  schema.mailClaims,
  schema.searchQueryDays,
];

/**
 * Tables made from the others, never backed up: site search's index and words, which the content
 * tables' triggers write again as the content rows are restored (docs/decisions/037-site-search.md).
 */
export const DERIVED_TABLES: PgTable[] = [schema.searchIndex, schema.searchTerms];

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  migration: string | null;
  createdAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

async function lastMigration(db: Database): Promise<string | null> {
  const result = await db.execute(
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const rows = (result as unknown as { rows: { hash: string }[] }).rows;
  return rows[0]?.hash ?? null;
}

export async function createBackup(db: Database, now: Date): Promise<Backup> {
  const tables: Backup['tables'] = {};
  for (const table of TABLES_IN_ORDER) {
    tables[getTableName(table)] = (await db.select().from(table)) as Record<string, unknown>[];
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    migration: await lastMigration(db),
    createdAt: now.toISOString(),
    tables,
  };
}

/** JSON turns dates into strings; give timestamp columns their Date back. */
function revive(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns[key];
    if (!column) continue;
    out[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

export async function countRows(db: Database): Promise<number> {
  let total = 0;
  for (const table of TABLES_IN_ORDER) {
    const [row] = await db.select({ n: count() }).from(table);
    total += row?.n ?? 0;
  }
  return total;
}

/** Restores into an empty database at the backup's migration; refuses anything else. */
export async function restoreBackup(db: Database, backup: Backup): Promise<Record<string, number>> {
  if (backup.format !== BACKUP_FORMAT || backup.version !== BACKUP_VERSION)
    throw new Error('This file is not a backup of this site.');
  const migration = await lastMigration(db);
  if (backup.migration !== migration) {
    throw new Error(
      'The backup was taken at another schema version. Restore it with the release that made it.',
    );
  }
  if ((await countRows(db)) > 0)
    throw new Error('The database is not empty. Restore into an empty database (npm run db:reset first).');
  const restored: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const table of TABLES_IN_ORDER) {
      const name = getTableName(table);
      const rows = (backup.tables[name] ?? []).map((row) => revive(table, row));
      for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500));
      restored[name] = rows.length;
      const id = (getTableColumns(table) as Record<string, PgColumn>).id;
      if (id && ['PgSerial', 'PgBigSerial53', 'PgBigSerial64'].includes(id.columnType)) {
        // The next id continues after the restored ones.
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 1), (select count(*) > 0 from "${name}"))`,
          ),
        );
      }
    }
  });
  return restored;
}
