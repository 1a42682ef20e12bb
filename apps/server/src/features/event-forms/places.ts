/**
 * Events that fill up (decision 018). Each list of an event (stands: the registration form;
 * sponsors) may have a capacity. A submission is booked while fewer than that are booked, and
 * waits otherwise; a place that opens (a booked one cancelled or deleted, the capacity raised or
 * removed) goes to the first who waits, who is mailed with the event's calendar entry.
 *
 * Every decision runs in a transaction that first locks the event's row (`SELECT … FOR UPDATE`),
 * so two submissions for the last place, or a submission and a cancellation, take turns: the
 * count each reads is the one it writes against, in every server process.
 */
import type { EventPlaces, PlaceCount, RegistrationStatus } from '@authority/shared/event-capacity';
import type { Locale } from '@authority/shared/locales';
import { type CodePurpose, placeOpenedMail, registrationCancelledMail } from '@authority/shared/mail-texts';
import type { SubmissionKind } from '@authority/shared/submissions';
import { and, asc, count, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations, events, sponsorRegistrations } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueMail } from '../../lib/mail/outbox.js';
import { calendarEntry, nameIn } from './calendar-entry.js';
import { bookingTokenOf, bookingUrlOf, issueTicket, sha256, ticketMailParts } from './tickets.js';

export type EventRow = typeof events.$inferSelect;

/** Each list: its table and the event's column that limits it. */
export const PLACE_LISTS = {
  registration: { table: eventRegistrations, capacity: 'standCapacity', kind: 'registrations' },
  sponsor: { table: sponsorRegistrations, capacity: 'sponsorCapacity', kind: 'sponsors' },
} as const satisfies Record<CodePurpose, { table: unknown; capacity: keyof EventRow; kind: SubmissionKind }>;
export const PURPOSE_OF: Record<SubmissionKind, CodePurpose> = {
  registrations: 'registration',
  sponsors: 'sponsor',
};

type PlaceTable = (typeof PLACE_LISTS)[CodePurpose]['table'];

/** The event's row, locked until the transaction `tx` ends; 404 when there is none. */
export async function lockEvent(tx: Database, eventId: number): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw AppError.notFound();
  return event;
}

async function countWhere(tx: Database, table: PlaceTable, eventId: number, status: RegistrationStatus) {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.eventId, eventId), eq(table.status, status)));
  return row?.n ?? 0;
}

/**
 * Where a new submission to the locked `event` goes: booked while a place is free, else waiting.
 * Only call it inside the transaction that locked the event.
 */
export async function placeFor(
  tx: Database,
  event: EventRow,
  purpose: CodePurpose,
): Promise<Exclude<RegistrationStatus, 'cancelled'>> {
  const list = PLACE_LISTS[purpose];
  const capacity = event[list.capacity];
  if (capacity === null) return 'booked';
  return (await countWhere(tx, list.table, event.id, 'booked')) < capacity ? 'booked' : 'waiting';
}

/** A waiting row's place in the queue: 1 for the first (by arrival, the id breaking ties). */
export async function waitingPosition(
  tx: Database,
  purpose: CodePurpose,
  row: { id: number; eventId: number; createdAt: Date },
): Promise<number> {
  const { table } = PLACE_LISTS[purpose];
  const [ahead] = await tx
    .select({ n: count() })
    .from(table)
    .where(
      and(
        eq(table.eventId, row.eventId),
        eq(table.status, 'waiting'),
        or(lt(table.createdAt, row.createdAt), and(eq(table.createdAt, row.createdAt), lt(table.id, row.id))),
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

/** The waiting positions of `ids` (those of them that wait), for a page of a list; of all without `ids`. */
export async function waitingPositions(
  db: Database,
  kind: SubmissionKind,
  eventId: number,
  ids?: readonly number[],
): Promise<Map<number, number>> {
  const { table } = PLACE_LISTS[PURPOSE_OF[kind]];
  if (ids?.length === 0) return new Map();
  const position = sql<number>`row_number() over (order by ${table.createdAt}, ${table.id})`.mapWith(Number);
  const queue = db.$with('queue').as(
    db
      .select({ id: table.id, position: position.as('position') })
      .from(table)
      .where(and(eq(table.eventId, eventId), eq(table.status, 'waiting'))),
  );
  const rows = await db
    .with(queue)
    .select()
    .from(queue)
    .where(ids ? inArray(queue.id, [...ids]) : undefined);
  return new Map(rows.map((row) => [row.id, Number(row.position)]));
}

export interface PlacesContext {
  /** A transaction: the caller's, which `fillOpenPlaces` locks the event in. */
  db: Database;
  now: Date;
  publicUrl: string;
}

/**
 * In the caller's transaction: locks the event and one of its rows, marks the row cancelled and
 * mails its holder in their form's language (`self`: they cancelled it themselves). The row was
 * kept by staff and by the registrant alike; both then give the freed place to who waits.
 */
export async function cancelPlace(
  tx: Database,
  input: {
    purpose: CodePurpose;
    eventId: number;
    rowId: number;
    now: Date;
    self: boolean;
    refusals: { notFound?: string; alreadyCancelled: string };
  },
) {
  const { table } = PLACE_LISTS[input.purpose];
  const event = await lockEvent(tx, input.eventId);
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, input.rowId), eq(table.eventId, input.eventId)))
    .for('update');
  if (!row) throw AppError.notFound(input.refusals.notFound);
  if (row.status === 'cancelled') throw AppError.conflict(input.refusals.alreadyCancelled);
  await tx.update(table).set({ status: 'cancelled', statusChangedAt: input.now }).where(eq(table.id, row.id));
  const locale = row.locale as Locale;
  const { purpose, self } = input;
  await enqueueMail(
    tx,
    {
      to: row.email,
      kind: `${purpose}-cancelled`,
      ...registrationCancelledMail(
        { fullName: row.fullName, purpose, eventName: nameIn(event, locale), date: event.date, self },
        locale,
      ),
    },
    input.now,
  );
  return { event, row };
}

/**
 * Gives every free place of the event's lists to those waiting longest, and mails each the news
 * in the language of their form, with the event's calendar entry. Returns how many moved up.
 * Call it inside the transaction that freed the place (it locks the event itself).
 */
export async function fillOpenPlaces(ctx: PlacesContext, eventId: number): Promise<number> {
  const event = await lockEvent(ctx.db, eventId);
  let moved = 0;
  for (const purpose of Object.keys(PLACE_LISTS) as CodePurpose[]) {
    const { table, capacity: column } = PLACE_LISTS[purpose];
    const capacity = event[column];
    const free =
      capacity === null
        ? Number.MAX_SAFE_INTEGER
        : capacity - (await countWhere(ctx.db, table, eventId, 'booked'));
    if (free <= 0) continue;
    const first = await ctx.db
      .select()
      .from(table)
      .where(and(eq(table.eventId, eventId), eq(table.status, 'waiting')))
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(Math.min(free, 10_000));
    for (const row of first) {
      await ctx.db
        .update(table)
        .set({ status: 'booked', statusChangedAt: ctx.now })
        .where(eq(table.id, row.id));
      const locale = row.locale as Locale;
      const calendar = await calendarEntry({ ...ctx, locale }, event);
      // Moved up: now the ticket, and the booking link again (decision 038).
      const parts = await ticketMailParts(await issueTicket(ctx.db, purpose, row));
      const token = bookingTokenOf(purpose, row);
      // A row from before booking links gets its link now, so the one in this mail opens.
      if (!row.bookingTokenHash)
        await ctx.db
          .update(table)
          .set({ bookingTokenHash: sha256(token) })
          .where(eq(table.id, row.id));
      const bookingUrl = bookingUrlOf(ctx.publicUrl, locale, token);
      await enqueueMail(
        ctx.db,
        {
          to: row.email,
          kind: `${purpose}-moved-up`,
          ...placeOpenedMail(
            {
              fullName: row.fullName,
              purpose,
              eventName: nameIn(event, locale),
              date: event.date,
              location: event.location,
              ticket: parts.ticket,
              bookingUrl,
            },
            locale,
          ),
          attachments: [calendar, parts.attachment],
        },
        ctx.now,
      );
      moved += 1;
    }
  }
  return moved;
}

/** How full each list of the event is. */
export async function eventPlaces(db: Database, eventId: number): Promise<EventPlaces> {
  const [event] = await db
    .select({ standCapacity: events.standCapacity, sponsorCapacity: events.sponsorCapacity })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw AppError.notFound();
  const countOf = async (purpose: CodePurpose): Promise<PlaceCount> => {
    const { table, capacity } = PLACE_LISTS[purpose];
    const rows = await db
      .select({ status: table.status, n: count() })
      .from(table)
      .where(eq(table.eventId, eventId))
      .groupBy(table.status);
    const of = (status: RegistrationStatus) => rows.find((row) => row.status === status)?.n ?? 0;
    const [arrived] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.eventId, eventId), eq(table.status, 'booked'), isNotNull(table.attendedAt)));
    return {
      capacity: event[capacity],
      booked: of('booked'),
      waiting: of('waiting'),
      cancelled: of('cancelled'),
      checkedIn: arrived?.n ?? 0,
    };
  };
  return { registrations: await countOf('registration'), sponsors: await countOf('sponsor') };
}
