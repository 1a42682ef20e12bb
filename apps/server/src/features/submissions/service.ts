/** Reading an event's submissions, and its share link. */
import { randomBytes } from 'node:crypto';
import { LOCALE_INFO, type Locale } from '@authority/shared/locales';
import {
  type ShareLinkStatus,
  SUBMISSION_TEXTS,
  type SubmissionKind,
  submissionColumns,
} from '@authority/shared/submissions';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { eventRegistrations, events, sponsorRegistrations } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { hashShareKey } from '../../plugins/access.js';
import { toCsv } from './csv.js';

const TABLES = { registrations: eventRegistrations, sponsors: sponsorRegistrations } as const;

async function eventOf(db: Database, eventId: number) {
  const [event] = await db
    .select({ id: events.id, eventName: events.eventName, date: events.date, isActive: events.isActive })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw AppError.notFound();
  return event;
}

/** Matches the search words anywhere in the person's name, e-mail, place, job or company. */
function searchCondition(kind: SubmissionKind, search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const t = TABLES[kind];
  const fields: PgColumn[] = [t.fullName, t.email, t.country, t.city, t.jobTitle, t.phoneNumber];
  if (kind === 'sponsors') fields.push(sponsorRegistrations.company);
  return or(...fields.map((field) => ilike(field, pattern)));
}

export async function listSubmissions(
  db: Database,
  eventId: number,
  kind: SubmissionKind,
  query: { search: string; page: number; pageSize: number },
) {
  const event = await eventOf(db, eventId);
  const table = TABLES[kind];
  const where = and(eq(table.eventId, eventId), searchCondition(kind, query.search));
  const [totalRow] = await db.select({ n: count() }).from(table).where(where);
  const items = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { event, items, total: totalRow?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The whole list as a spreadsheet file, its headings in `locale` (the reader's language). */
export async function submissionsCsv(db: Database, eventId: number, kind: SubmissionKind, locale: Locale) {
  const event = await eventOf(db, eventId);
  const table = TABLES[kind];
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.eventId, eventId))
    .orderBy(table.createdAt, table.id);
  const columns = submissionColumns(kind, locale);
  const cell = (row: Record<string, unknown>, field: string) =>
    field === 'locale' ? LOCALE_INFO[row.locale as Locale].ownName : row[field];
  const csv = toCsv(
    columns.map(([, heading]) => heading),
    rows.map((row) => columns.map(([field]) => cell(row, field))),
  );
  return { csv, fileName: `event-${event.id}-${kind}.csv` };
}

interface StaffContext {
  db: Database;
  now: Date;
  ip: string;
  actor: { id: number; email: string };
}

const DAY_MS = 86_400_000;

/**
 * A new unguessable key for the event, working for `days` days; any earlier one stops working.
 * Only its hash is kept, with its expiry. The key rides in the address's fragment, which browsers
 * never send (decision 008).
 */
export async function createShareLink(ctx: StaffContext, eventId: number, publicUrl: string, days: number) {
  await eventOf(ctx.db, eventId);
  const key = randomBytes(24).toString('base64url');
  const expiresAt = new Date(ctx.now.getTime() + days * DAY_MS);
  await ctx.db
    .update(events)
    .set({ shareTokenHash: hashShareKey(key), shareExpiresAt: expiresAt })
    .where(eq(events.id, eventId));
  await audit(ctx.db, {
    action: 'share-link.create',
    actor: ctx.actor,
    entity: 'events',
    entityId: eventId,
    ip: ctx.ip,
    at: ctx.now,
    details: { days, expiresAt: expiresAt.toISOString() },
  });
  return {
    message: SUBMISSION_TEXTS.linkCreated,
    key,
    url: `${publicUrl}/viewSubmission/${eventId}#key=${key}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function revokeShareLink(ctx: StaffContext, eventId: number) {
  await eventOf(ctx.db, eventId);
  await ctx.db
    .update(events)
    .set({ shareTokenHash: null, shareExpiresAt: null })
    .where(eq(events.id, eventId));
  await audit(ctx.db, {
    action: 'share-link.revoke',
    actor: ctx.actor,
    entity: 'events',
    entityId: eventId,
    ip: ctx.ip,
    at: ctx.now,
  });
  return { message: SUBMISSION_TEXTS.linkRevoked };
}

export async function shareLinkStatus(db: Database, eventId: number, now: Date): Promise<ShareLinkStatus> {
  const [event] = await db
    .select({ hash: events.shareTokenHash, expiresAt: events.shareExpiresAt })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw AppError.notFound();
  const active = event.hash !== null && event.expiresAt !== null && event.expiresAt.getTime() > now.getTime();
  return { active, expiresAt: active && event.expiresAt ? event.expiresAt.toISOString() : null };
}
