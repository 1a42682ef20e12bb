/**
 * Check-in at the door (decision 038). A scan is one UPDATE of both lists in a single statement,
 * guarded by `attended_at IS NULL` (or later than this scan): PostgreSQL re-checks the guard on
 * the row a concurrent scan just wrote, so of two devices scanning one ticket at once, in any
 * process, one checks in and the other finds it done. Only a miss is then looked at, to say why.
 */

import { DEFAULT_SETTINGS } from '@authority/shared/settings';
import {
  CHECK_IN_UNDO_MS,
  type CheckInAnswer,
  type DoorCounts,
  type DoorEvent,
  type DoorPerson,
  type DoorRoster,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
} from '@authority/shared/tickets';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { loadSettings } from '../../lib/site-settings.js';
import { nameIn } from './calendar-entry.js';
import { dayIn } from './calendar-feed.js';
import { normalizeShortCode, PLACE_TABLES, sha256 } from './tickets.js';

export interface DoorContext {
  db: Database;
  now: Date;
  staff: { userId: number; email: string };
}

const SHORT_CODE = new RegExp(`^[${TICKET_CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}$`);

/** What a scanned or typed code names: a short code of this event, or a ticket's secret. */
function codeOf(code: string): { shortCode: string | null; ticketHash: string | null } {
  const short = normalizeShortCode(code);
  if (SHORT_CODE.test(short)) return { shortCode: short, ticketHash: null };
  return { shortCode: null, ticketHash: sha256(code.trim()) };
}

async function eventOf(db: Database, eventId: number) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw AppError.notFound();
  return event;
}

const none = { name: null, at: null, by: null, kind: null } as const;

type Hit = {
  kind: 'registration' | 'sponsor';
  id: number;
  event_id: number;
  full_name: string;
  status: string;
  classification: string | null;
  attended_at: string | Date | null;
  attended_by_name: string | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const rowsOf = (result: unknown) => (result as { rows: Hit[] }).rows;

/** Checks the code in for the event, at `at` (an offline scan's time) or now. */
export async function checkIn(
  ctx: DoorContext,
  eventId: number,
  input: { code: string; at?: string },
): Promise<CheckInAnswer> {
  // An offline scan is dated by the device, but never later than now.
  const at = input.at ? new Date(Math.min(Date.parse(input.at), ctx.now.getTime())) : ctx.now;
  const { shortCode, ticketHash } = codeOf(input.code);
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const matches = (table: string) =>
    ticketHash
      ? sql`${sql.identifier(table)}.ticket_hash = ${ticketHash}`
      : sql`${sql.identifier(table)}.short_code = ${shortCode}`;
  const update = (table: 'event_registrations' | 'sponsor_registrations') => sql`
    update ${sql.identifier(table)} set attended_at = ${stamp}, attended_by = ${ctx.staff.userId},
      attended_by_name = (select name from who)
    where event_id = (select id from open_event) and status = 'booked' and ${matches(table)}
      and (attended_at is null or attended_at > ${stamp})
    returning id, event_id, full_name, status, attended_at, attended_by_name,
      ${table === 'sponsor_registrations' ? sql`classification` : sql`null::text as classification`}`;
  // The whole of a check-in that succeeds is this one statement: the event open on the scan's day
  // in the site's time zone, the staff member's name, and both lists (the short code is unique
  // within the event across both).
  const done = rowsOf(
    await ctx.db.execute(sql`
      with open_event as (
        select id from events where id = ${eventId}
          and (${stamp} at time zone coalesce(
            (select value->>'timeZone' from site_settings where id = 1), ${DEFAULT_SETTINGS.timeZone}
          ))::date = date
      ),
      who as (select trim(first_name || ' ' || last_name) as name from users where id = ${ctx.staff.userId}),
      r as (${update('event_registrations')}), s as (${update('sponsor_registrations')})
      select 'registration' as kind, r.* from r union all select 'sponsor' as kind, s.* from s`),
  );
  const [hit] = done;
  if (hit) {
    return {
      result: 'checked-in',
      name: hit.full_name,
      at: iso(hit.attended_at),
      by: hit.attended_by_name,
      kind: hit.kind,
      classification: hit.classification,
    };
  }
  const event = await eventOf(ctx.db, eventId);
  const { timeZone } = await loadSettings(ctx.db);
  if (dayIn(timeZone, at) !== event.date) return { result: 'not-today', ...none };
  return whyNot(ctx.db, eventId, { shortCode, ticketHash });
}

/** The code checked nobody in: whose it is, and why. */
async function whyNot(
  db: Database,
  eventId: number,
  code: { shortCode: string | null; ticketHash: string | null },
): Promise<CheckInAnswer> {
  for (const kind of ['registration', 'sponsor'] as const) {
    const table = PLACE_TABLES[kind];
    const [row] = await db
      .select()
      .from(table)
      .where(
        code.ticketHash
          ? eq(table.ticketHash, code.ticketHash)
          : and(eq(table.eventId, eventId), eq(table.shortCode, code.shortCode ?? '')),
      )
      .limit(1);
    if (!row) continue;
    const person = {
      name: row.fullName,
      kind,
      classification: 'classification' in row ? (row.classification as string) : null,
    };
    if (row.eventId !== eventId) {
      const [other] = await db.select().from(events).where(eq(events.id, row.eventId));
      return {
        result: 'other-event',
        ...person,
        at: null,
        by: null,
        otherEvent: other ? nameIn(other, 'en') : null,
      };
    }
    if (row.status === 'cancelled') return { result: 'cancelled', ...person, at: null, by: null };
    if (row.status === 'waiting') return { result: 'waiting', ...person, at: null, by: null };
    return {
      result: 'already-checked-in',
      ...person,
      at: row.attendedAt?.toISOString() ?? null,
      by: row.attendedByName,
    };
  }
  return { result: 'unknown', ...none };
}

/** Undoes the staff member's own check-in of the code, within a minute of it. */
export async function undoCheckIn(ctx: DoorContext, eventId: number, code: string) {
  await eventOf(ctx.db, eventId);
  const { shortCode, ticketHash } = codeOf(code);
  const since = new Date(ctx.now.getTime() - CHECK_IN_UNDO_MS);
  for (const kind of ['registration', 'sponsor'] as const) {
    const table = PLACE_TABLES[kind];
    const undone = await ctx.db
      .update(table)
      .set({ attendedAt: null, attendedBy: null, attendedByName: null })
      .where(
        and(
          eq(table.eventId, eventId),
          ticketHash ? eq(table.ticketHash, ticketHash) : eq(table.shortCode, shortCode ?? ''),
          eq(table.attendedBy, ctx.staff.userId),
          sql`${table.attendedAt} >= ${since.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: table.id });
    if (undone.length > 0) return { undone: true };
  }
  throw AppError.conflict();
}

/** Booked, checked in, and arrivals per quarter hour, of both lists. */
export async function doorCounts(db: Database, eventId: number): Promise<DoorCounts> {
  const quarter = (table: string) => sql`
    select to_timestamp(floor(extract(epoch from attended_at) / 900) * 900) as slot, count(*)::int as n
    from ${sql.identifier(table)} where event_id = ${eventId} and attended_at is not null group by 1`;
  const counts = (table: string) => sql`
    select count(*) filter (where status = 'booked')::int as booked,
      count(*) filter (where status = 'booked' and attended_at is not null)::int as checked_in
    from ${sql.identifier(table)} where event_id = ${eventId}`;
  const totals = (
    (await db.execute(sql`select sum(booked)::int as booked, sum(checked_in)::int as checked_in from (
      ${counts('event_registrations')} union all ${counts('sponsor_registrations')}) as c`)) as unknown as {
      rows: { booked: number | null; checked_in: number | null }[];
    }
  ).rows[0];
  const slots = (
    (await db.execute(sql`select slot, sum(n)::int as n from (
      ${quarter('event_registrations')} union all ${quarter('sponsor_registrations')}) as q
      group by slot order by slot`)) as unknown as { rows: { slot: string | Date; n: number }[] }
  ).rows;
  return {
    booked: Number(totals?.booked ?? 0),
    checkedIn: Number(totals?.checked_in ?? 0),
    arrivals: slots.map((slot) => [new Date(slot.slot).toISOString(), Number(slot.n)]),
  };
}

/** What the door screen holds for the event: everyone's name, kind, ticket hash and state. */
export async function doorRoster(db: Database, eventId: number, now: Date): Promise<DoorRoster> {
  const event = await eventOf(db, eventId);
  const { timeZone } = await loadSettings(db);
  const people: DoorPerson[] = [];
  for (const kind of ['registration', 'sponsor'] as const) {
    const table = PLACE_TABLES[kind];
    const rows = await db.select().from(table).where(eq(table.eventId, eventId)).orderBy(table.fullName);
    for (const row of rows) {
      people.push({
        kind,
        id: row.id,
        name: row.fullName,
        status: row.status,
        classification: 'classification' in row ? (row.classification as string) : null,
        ticketHash: row.ticketHash,
        shortCode: row.shortCode,
        attendedAt: row.attendedAt?.toISOString() ?? null,
        attendedBy: row.attendedByName,
      });
    }
  }
  return {
    event: {
      id: event.id,
      name: nameIn(event, 'en'),
      date: event.date,
      today: dayIn(timeZone, now) === event.date,
    },
    people,
    counts: await doorCounts(db, eventId),
  };
}

/** The events the door may choose from: the newest first. */
export async function doorEvents(db: Database): Promise<DoorEvent[]> {
  const rows = await db
    .select({ id: events.id, name: events.eventName, date: events.date })
    .from(events)
    .orderBy(desc(events.date), desc(events.id))
    .limit(100);
  return rows;
}
