/**
 * What the audit log's entries are about, in words a person reads : who did
 * it by name, and the content item by its name (its name now if it still exists, else as it was
 * when it was deleted), with whether it still exists, so the screen links only to what is there.
 */

import { CONTENT_KEYS, CONTENT_TYPES, type ContentKey } from '@authority/shared/content-types';
import type { AuditSubject } from '@authority/shared/privacy';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { CONTENT_TABLES } from '../../db/content-tables.js';
import { auditLog, users } from '../../db/schema.js';

type AuditRow = typeof auditLog.$inferSelect;

/** The column that names a row of each content type (its first visitor-facing field). */
const NAME_COLUMNS: { [K in ContentKey]: PgColumn } = {
  branches: CONTENT_TABLES.branches.name,
  comments: CONTENT_TABLES.comments.name,
  events: CONTENT_TABLES.events.eventName,
  news: CONTENT_TABLES.news.name,
  institutions: CONTENT_TABLES.institutions.name,
  partners: CONTENT_TABLES.partners.name,
  achievements: CONTENT_TABLES.achievements.title,
};

const keyOfEntity = (entity: string | null): ContentKey | undefined =>
  CONTENT_KEYS.find((key) => CONTENT_TYPES[key].entity === entity);

const nameFieldOf = (key: ContentKey): string => CONTENT_TYPES[key].translatable[0] ?? 'name';

/** The name the entry itself kept: the deleted row, or the values written. */
function nameInDetails(details: AuditRow['details'], field: string): string | null {
  for (const part of ['deleted', 'values'] as const) {
    const values = details?.[part];
    if (values && typeof values === 'object' && field in values) {
      const name = (values as Record<string, unknown>)[field];
      if (typeof name === 'string' && name.trim() !== '') return name;
    }
  }
  return null;
}

/** Each entry with `actorName` and, for a content item, its `subject`. */
export async function withSubjects(db: Database, rows: readonly AuditRow[]) {
  const actorIds = [...new Set(rows.map((row) => row.actorUserId).filter((id): id is number => id !== null))];
  const people = actorIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  const nameOfActor = new Map(
    people.map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]),
  );

  // The current name of every content item the page mentions, one query a content type.
  const current = new Map<string, string>();
  for (const key of CONTENT_KEYS) {
    const ids = rows
      .filter(
        (row) => keyOfEntity(row.entity) === key && row.entityId !== null && /^\d{1,15}$/.test(row.entityId),
      )
      .map((row) => Number(row.entityId));
    if (ids.length === 0) continue;
    const table = CONTENT_TABLES[key];
    const name = NAME_COLUMNS[key];
    const found = await db
      .select({ id: table.id, name })
      .from(table)
      .where(inArray(table.id, [...new Set(ids)]));
    for (const row of found) current.set(`${key}:${row.id}`, String(row.name));
  }

  return rows.map((row) => {
    const key = keyOfEntity(row.entity);
    let subject: AuditSubject | null = null;
    if (key && row.entityId !== null) {
      const now = current.get(`${key}:${row.entityId}`);
      subject = {
        contentKey: key,
        id: row.entityId,
        name: now ?? nameInDetails(row.details, nameFieldOf(key)),
        exists: now !== undefined,
      };
    }
    return {
      ...row,
      actorName: row.actorUserId === null ? null : (nameOfActor.get(row.actorUserId) ?? null),
      subject,
    };
  });
}

/** The people who appear in the log, for its 'Done by' drop-down: by name where the account exists. */
export async function auditPeople(db: Database) {
  const rows = await db
    .selectDistinct({ email: auditLog.actorEmail, firstName: users.firstName, lastName: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(isNotNull(auditLog.actorEmail), isNotNull(auditLog.actorUserId)));
  const byEmail = new Map<string, string | null>();
  for (const row of rows) {
    if (!row.email) continue;
    const name = row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null;
    if (!byEmail.get(row.email)) byEmail.set(row.email, name);
  }
  return [...byEmail]
    .map(([email, name]) => ({ email, name }))
    .sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email));
}
