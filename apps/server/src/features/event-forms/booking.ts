/**
 * The registrant's own booking page (decision 038): what the link's token opens, and its cancel.
 * The token is the whole credential, as a share link's key is: 404 for one that opens nothing,
 * 410 once the event is 30 days past. A cancel runs in the event's lock like staff's (decision
 * 018), gives the place to the first who waits, and mails both in the same transaction.
 */
import type { Locale } from '@authority/shared/locales';
import { BOOKING_LINK_DAYS_AFTER, BOOKING_TEXTS, type BookingAnswer } from '@authority/shared/tickets';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { calendarEntry, fieldIn, nameIn } from './calendar-entry.js';
import { cancelPlace, fillOpenPlaces, waitingPosition } from './places.js';
import { rowOfToken, sha256, ticketQrDataUrl, ticketSecretOf } from './tickets.js';

interface Context {
  db: Database;
  now: Date;
  locale: Locale;
  publicUrl: string;
}

const DAY_MS = 86_400_000;

/** The link works through the 30th day after the event's day (in UTC: a day's slack either way). */
export const bookingLinkExpired = (eventDate: string, now: Date) =>
  now.getTime() >= new Date(`${eventDate}T00:00:00Z`).getTime() + (BOOKING_LINK_DAYS_AFTER + 1) * DAY_MS;

/** The booking its token opens, with its event: 404 for a token that opens nothing, 410 once past. */
export async function openBooking(db: Database, token: unknown, now: Date, locale: Locale) {
  const texts = BOOKING_TEXTS[locale];
  if (typeof token !== 'string' || token.length < 20 || token.length > 200)
    throw AppError.notFound(texts.notFound);
  const found = await rowOfToken(db, token);
  if (!found) throw AppError.notFound(texts.notFound);
  const [event] = await db.select().from(events).where(eq(events.id, found.row.eventId));
  if (!event) throw AppError.notFound(texts.notFound);
  if (bookingLinkExpired(event.date, now)) throw new AppError(410, texts.gone);
  return { ...found, event };
}

export async function readBooking(ctx: Context, token: unknown): Promise<BookingAnswer> {
  const { purpose, row, event } = await openBooking(ctx.db, token, ctx.now, ctx.locale);
  const position = row.status === 'waiting' ? await waitingPosition(ctx.db, purpose, row) : null;
  const secret = ticketSecretOf(purpose, row);
  // A ticket only while booked, and only the one the row was given (its hash matches).
  const ticket =
    row.status === 'booked' && row.shortCode && row.ticketHash === sha256(secret)
      ? { shortCode: row.shortCode, qr: await ticketQrDataUrl(secret) }
      : null;
  return {
    kind: purpose,
    status: row.status,
    position,
    fullName: row.fullName,
    event: {
      id: event.id,
      name: nameIn(event, ctx.locale),
      date: event.date,
      time: fieldIn(event, 'time', ctx.locale) ?? null,
      location: fieldIn(event, 'location', ctx.locale) ?? null,
    },
    ticket,
    attendedAt: row.attendedAt?.toISOString() ?? null,
  };
}

/** The booking's event as a `.ics`, in the page's language. */
export async function bookingCalendar(ctx: Context, token: unknown) {
  const { event } = await openBooking(ctx.db, token, ctx.now, ctx.locale);
  return calendarEntry(ctx, event);
}

/**
 * The registrant cancels their booking, or leaves the waiting list. Audited as their act (no
 * account, `by: 'registrant'`), with the row's id and former status, not their details.
 */
export async function cancelBooking(ctx: Context & { ip?: string }, token: unknown) {
  const opened = await openBooking(ctx.db, token, ctx.now, ctx.locale);
  const { purpose } = opened;
  const movedUp = await ctx.db.transaction(async (tx) => {
    const { event, row } = await cancelPlace(tx, {
      purpose,
      eventId: opened.event.id,
      rowId: opened.row.id,
      now: ctx.now,
      self: true,
      refusals: {
        notFound: BOOKING_TEXTS[ctx.locale].notFound,
        alreadyCancelled: BOOKING_TEXTS[ctx.locale].alreadyCancelled,
      },
    });
    const moved = await fillOpenPlaces({ db: tx, now: ctx.now, publicUrl: ctx.publicUrl }, event.id);
    await audit(tx, {
      action: 'booking.cancel',
      actor: null,
      entity: 'events',
      entityId: event.id,
      ip: ctx.ip,
      at: ctx.now,
      details: {
        by: 'registrant',
        kind: purpose === 'registration' ? 'registrations' : 'sponsors',
        id: row.id,
        was: row.status,
        movedUp: moved,
      },
    });
    return moved;
  });
  return { message: BOOKING_TEXTS[ctx.locale].cancelledDone, movedUp };
}
