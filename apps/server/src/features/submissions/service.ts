/** Reading an event's submissions, and its share link. */
import { randomBytes } from 'node:crypto';
import { showBidiControls } from '@authority/shared/bidi';
import { EVENT_CAPACITY_TEXTS, statusWord } from '@authority/shared/event-capacity';
import { LOCALE_INFO, type Locale } from '@authority/shared/locales';
import {
  phoneOf,
  type ShareLinkStatus,
  SUBMISSION_TEXTS,
  type SubmissionKind,
  type SubmissionListQuery,
  submissionColumns,
} from '@authority/shared/submissions';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { auditLog, eventRegistrations, events, sponsorRegistrations, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { loadSettings } from '../../lib/site-settings.js';
import { hashShareKey } from '../../plugins/access.js';
import {
  cancelPlace,
  fillOpenPlaces,
  lockEvent,
  PLACE_LISTS,
  PURPOSE_OF,
  waitingPositions,
} from '../event-forms/index.js';
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

/** The column to sort by; a sponsor's field asked of the registrations sorts by time instead. */
function sortColumn(kind: SubmissionKind, field: SubmissionListQuery['sort']): PgColumn {
  if (kind === 'sponsors') return sponsorRegistrations[field];
  return field === 'company' || field === 'classification'
    ? eventRegistrations.createdAt
    : eventRegistrations[field];
}

export async function listSubmissions(
  db: Database,
  eventId: number,
  kind: SubmissionKind,
  query: SubmissionListQuery,
) {
  const event = await eventOf(db, eventId);
  const table = TABLES[kind];
  const where = and(eq(table.eventId, eventId), searchCondition(kind, query.search));
  const [totalRow] = await db.select({ n: count() }).from(table).where(where);
  const order = query.direction === 'asc' ? asc : desc;
  const items = await db
    .select()
    .from(table)
    .where(where)
    // The id breaks ties, so a page never repeats or skips a row.
    .orderBy(order(sortColumn(kind, query.sort)), order(table.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    event,
    items: (await withPositions(db, kind, eventId, items)).map(withoutSecrets),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A row as staff see it: the hashes of its booking link and ticket stay on the server (decision 038). */
function withoutSecrets<Row extends { bookingTokenHash?: unknown; ticketHash?: unknown }>(row: Row) {
  const { bookingTokenHash: _link, ticketHash: _ticket, ...shown } = row;
  return shown;
}

/**
 * Each waiting row with its place in the queue (`position`, 1 first); the others as they are.
 * `all`: the rows are the whole list (the CSV), so every waiting position is read, unfiltered.
 */
async function withPositions<Row extends { id: number; status: string }>(
  db: Database,
  kind: SubmissionKind,
  eventId: number,
  rows: Row[],
  all = false,
): Promise<(Row & { position?: number })[]> {
  const waiting = rows.filter((row) => row.status === 'waiting').map((row) => row.id);
  const positions = await waitingPositions(db, kind, eventId, all ? undefined : waiting);
  return rows.map((row) => {
    const position = positions.get(row.id);
    return position === undefined ? row : { ...row, position };
  });
}

/** A moment as the site's clock reads it, with its offset: '2026-03-14 09:05 (UTC+03:00)'. */
export function localTimeWithZone(moment: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  const offset =
    parts.timeZoneName === 'GMT' ? 'UTC+00:00' : String(parts.timeZoneName).replace('GMT', 'UTC');
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${offset})`;
}

/**
 * The phone as a spreadsheet keeps it as text: '(+964) 7701234567'. A bare '+964 770…' would be
 * read as a formula and digits alone as a number that loses its leading zero; an apostrophe in
 * front would show in every program but Excel (decision 016).
 */
function phoneCell(row: Record<string, unknown>): string {
  const phone = phoneOf(row);
  return phone.startsWith('+') ? phone.replace(/^(\+\d+)/, '($1)') : phone;
}

/**
 * The whole list as a spreadsheet file, its headings in `locale` (the reader's language), its
 * times on the site's clock (the time-zone setting) with their offset.
 */
export async function submissionsCsv(db: Database, eventId: number, kind: SubmissionKind, locale: Locale) {
  const event = await eventOf(db, eventId);
  const { timeZone } = await loadSettings(db);
  const table = TABLES[kind];
  const rows = await withPositions(
    db,
    kind,
    eventId,
    await db.select().from(table).where(eq(table.eventId, eventId)).orderBy(table.createdAt, table.id),
    true,
  );
  const columns = submissionColumns(kind, locale, rows);
  const cell = (row: Record<string, unknown>, field: string) => {
    if (field === 'status') return statusWord(locale, row);
    if (field === 'locale') return LOCALE_INFO[row.locale as Locale].ownName;
    if (field === 'phone') return phoneCell(row);
    if (field === 'createdAt' && row.createdAt instanceof Date)
      return localTimeWithZone(row.createdAt, timeZone);
    if (field === 'attendedAt')
      return row.attendedAt instanceof Date ? localTimeWithZone(row.attendedAt, timeZone) : '';
    // A visitor's free text keeps its direction controls; the spreadsheet shows each as a mark.
    const value = row[field];
    return typeof value === 'string' ? showBidiControls(value) : value;
  };
  const csv = toCsv(
    columns.map(([, heading]) => heading),
    rows.map((row) => columns.map(([field]) => cell(row, field))),
  );
  return { csv, fileName: `event-${event.id}-${kind}.csv`, rows: rows.length };
}

interface StaffContext {
  db: Database;
  now: Date;
  ip: string;
  actor: { id: number; email: string };
}

/**
 * Staff cancel a registration or sponsor request (decision 018): the row stays, marked cancelled;
 * the person is mailed in their form's language; a place it held goes to the first who waits.
 */
export async function cancelSubmission(
  ctx: StaffContext & { publicUrl: string },
  eventId: number,
  kind: SubmissionKind,
  id: number,
) {
  const movedUp = await ctx.db.transaction(async (tx) => {
    const { row } = await cancelPlace(tx, {
      purpose: PURPOSE_OF[kind],
      eventId,
      rowId: id,
      now: ctx.now,
      self: false,
      refusals: { alreadyCancelled: EVENT_CAPACITY_TEXTS.alreadyCancelled },
    });
    return fillPlacesAndAudit(tx, ctx, eventId, 'registration.cancel', { kind, id, was: row.status });
  });
  return { message: EVENT_CAPACITY_TEXTS.cancelDone, movedUp };
}

/**
 * In the caller's transaction: gives the places a staff action freed to the first who wait, and
 * records the action with how many moved up. Returns that number.
 */
async function fillPlacesAndAudit(
  tx: Database,
  ctx: StaffContext & { publicUrl: string },
  eventId: number,
  action: 'registration.cancel' | 'registration.delete',
  details: Record<string, unknown>,
): Promise<number> {
  const movedUp = await fillOpenPlaces({ db: tx, now: ctx.now, publicUrl: ctx.publicUrl }, eventId);
  await audit(tx, {
    action,
    actor: ctx.actor,
    entity: 'events',
    entityId: eventId,
    ip: ctx.ip,
    at: ctx.now,
    details: { ...details, movedUp },
  });
  return movedUp;
}

/**
 * Staff delete a registration or sponsor request: the row goes (no mail: nothing is promised to
 * someone whose details are gone); a place it held goes to the first who waits.
 */
export async function deleteSubmission(
  ctx: StaffContext & { publicUrl: string },
  eventId: number,
  kind: SubmissionKind,
  id: number,
) {
  const { table } = PLACE_LISTS[PURPOSE_OF[kind]];
  const movedUp = await ctx.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const [row] = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.eventId, eventId)))
      .returning({ id: table.id, status: table.status });
    if (!row) throw AppError.notFound();
    return fillPlacesAndAudit(tx, ctx, eventId, 'registration.delete', { kind, id, was: row.status });
  });
  return { message: EVENT_CAPACITY_TEXTS.removed, movedUp };
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

/**
 * Whether a share link works now, until when, and when and by whom it was made (read from the
 * audit log's entry for it, so replacing it can say whose link stops).
 */
export async function shareLinkStatus(db: Database, eventId: number, now: Date): Promise<ShareLinkStatus> {
  const [event] = await db
    .select({ hash: events.shareTokenHash, expiresAt: events.shareExpiresAt })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw AppError.notFound();
  const active = event.hash !== null && event.expiresAt !== null && event.expiresAt.getTime() > now.getTime();
  if (!active || !event.expiresAt)
    return { active: false, expiresAt: null, createdAt: null, createdBy: null };
  const [made] = await db
    .select({
      at: auditLog.at,
      email: auditLog.actorEmail,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.action, 'share-link.create'),
        eq(auditLog.entity, 'events'),
        eq(auditLog.entityId, String(eventId)),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  const createdBy = made
    ? made.firstName
      ? `${made.firstName} ${made.lastName ?? ''}`.trim()
      : made.email
    : null;
  return {
    active,
    expiresAt: event.expiresAt.toISOString(),
    createdAt: made ? made.at.toISOString() : null,
    createdBy,
  };
}
