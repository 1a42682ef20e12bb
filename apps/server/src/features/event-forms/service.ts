/**
 * The event forms (SPEC §7): send a code, then submit a registration or a sponsor request with
 * it. One path for both kinds; they differ in table, texts and fields.
 */

import { maskEmail } from '@authority/shared/event-forms';
import { FORMS_TEXTS } from '@authority/shared/i18n/forms-all';
import type { Locale } from '@authority/shared/locales';
import {
  type CodePurpose,
  registrationConfirmationMail,
  verificationCodeMail,
  waitingListMail,
} from '@authority/shared/mail-texts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations, events, sponsorRegistrations } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { enqueueMail } from '../../lib/mail/outbox.js';
import { consumeCode } from '../../lib/one-time-codes.js';
import { visibleAt } from '../../lib/publication.js';
import type { Mailer } from '../../plugins/mailer.js';
import { calendarEntry, nameIn } from './calendar-entry.js';
import { CODE_TTL_MS, codeInvalid, issueEventCode, verifyEventCode, withdrawEventCode } from './codes.js';
import { lockEvent, placeFor, waitingPosition } from './places.js';
import { bookingUrlOf, issueBookingToken, issueTicket, ticketMailParts, ticketQrDataUrl } from './tickets.js';

interface Context {
  db: Database;
  now: Date;
  secret: string;
  /** The language of the visitor's page: answers and mails are in it. */
  locale: Locale;
  /** The site's address, for the event page's link in the calendar entry. */
  publicUrl: string;
}

type Messages = (typeof FORMS_TEXTS)[Locale]['form'];

export const KINDS = {
  registration: {
    table: eventRegistrations,
    duplicate: (t: Messages) => t.alreadyRegistered,
    saved: (t: Messages) => t.registrationSaved,
    waiting: (t: Messages) => t.registrationWaiting,
  },
  sponsor: {
    table: sponsorRegistrations,
    duplicate: (t: Messages) => t.alreadySponsor,
    saved: (t: Messages) => t.sponsorSaved,
    waiting: (t: Messages) => t.sponsorWaiting,
  },
} as const;

/** The event, if visitors see it (404: none, a draft, or scheduled) and it accepts submissions (409). */
async function openEvent(db: Database, eventId: number, t: Messages, now: Date) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), visibleAt(events, now)));
  if (!event) throw AppError.notFound();
  if (!event.isActive) throw AppError.conflict(t.closedText);
  return event;
}

export async function sendCode(
  ctx: Context & { mailer: Mailer },
  input: { eventId: number; email: string; purpose: CodePurpose },
) {
  const t = FORMS_TEXTS[ctx.locale].form;
  const event = await openEvent(ctx.db, input.eventId, t, ctx.now);
  const code = await issueEventCode(ctx, input);
  const sent = await ctx.mailer.sendNow(
    {
      to: input.email,
      kind: 'verification-code',
      ...verificationCodeMail(
        {
          code,
          purpose: input.purpose,
          eventName: nameIn(event, ctx.locale),
          validMinutes: CODE_TTL_MS / 60_000,
        },
        ctx.locale,
      ),
    },
    { retry: false },
  );
  if (!sent.delivered) {
    // Say so plainly rather than pretend: the visitor can ask again at once.
    await withdrawEventCode(ctx.db, input);
    throw AppError.unavailable(t.codeNotDelivered);
  }
  const to = maskEmail(input.email);
  return { message: t.codeSentTo(to), to, messageId: sent.messageId };
}

type RegistrationFields = Omit<typeof eventRegistrations.$inferInsert, 'id' | 'eventId' | 'createdAt'>;
type SponsorFields = Omit<typeof sponsorRegistrations.$inferInsert, 'id' | 'eventId' | 'createdAt'>;

export type Submission =
  | { purpose: 'registration'; fields: RegistrationFields & { verificationCode: string } }
  | { purpose: 'sponsor'; fields: SponsorFields & { verificationCode: string } };

export async function submit(ctx: Context, eventId: number, submission: Submission) {
  const { purpose } = submission;
  const { verificationCode, ...fields } = submission.fields;
  const kind = KINDS[purpose];
  const t = FORMS_TEXTS[ctx.locale].form;
  const event = await openEvent(ctx.db, eventId, t, ctx.now);

  // The code first (a wrong one spends a try), and only then whether the address is already in:
  // without the address's own valid code nobody learns who registered or sponsors
  // (docs/decisions/008-share-links-and-mail-privacy.md).
  const target = { eventId, email: fields.email, purpose };
  const codeId = await verifyEventCode(ctx, target, verificationCode);

  const [existing] = await ctx.db
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(
      and(
        eq(kind.table.eventId, eventId),
        eq(kind.table.email, fields.email),
        // A cancelled booking no longer holds the address (decision 038).
        ne(kind.table.status, 'cancelled'),
      ),
    );
  if (existing) throw AppError.conflict(kind.duplicate(t));

  const calendar = await calendarEntry(ctx, event);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, codeId, ctx.now))) throw codeInvalid(ctx.locale);
      // The event's row stays locked until this commits: the last place goes to one submission only.
      const locked = await lockEvent(tx, eventId);
      const status = await placeFor(tx, locked, purpose);
      const [row] = await tx
        .insert(kind.table)
        .values({
          ...fields,
          eventId,
          locale: ctx.locale,
          status,
          createdAt: ctx.now,
        } as typeof kind.table.$inferInsert)
        .returning({ id: kind.table.id, eventId: kind.table.eventId, createdAt: kind.table.createdAt });
      if (!row) throw new Error('registration insert returned nothing');
      // Everyone gets a booking page; only the booked get a ticket (decision 038).
      const bookingToken = await issueBookingToken(tx, purpose, row);
      const bookingUrl = bookingUrlOf(ctx.publicUrl, ctx.locale, bookingToken);
      const person = {
        fullName: fields.fullName,
        purpose,
        eventName: nameIn(event, ctx.locale),
        date: event.date,
        bookingUrl,
      };
      if (status === 'waiting') {
        const position = await waitingPosition(tx, purpose, row);
        await enqueueMail(
          tx,
          {
            to: fields.email,
            kind: `${purpose}-waiting`,
            ...waitingListMail({ ...person, position }, ctx.locale),
          },
          ctx.now,
        );
        return { message: kind.waiting(t), id: row.id, status, position, bookingToken };
      }
      const ticket = await issueTicket(tx, purpose, row);
      const parts = await ticketMailParts(ticket);
      await enqueueMail(
        tx,
        {
          to: fields.email,
          kind: `${purpose}-confirmation`,
          ...registrationConfirmationMail(
            { ...person, location: event.location, ticket: parts.ticket },
            ctx.locale,
          ),
          // The event for the registrant's calendar, in one step, and the ticket's QR.
          attachments: [calendar, parts.attachment],
        },
        ctx.now,
      );
      return {
        message: kind.saved(t),
        id: row.id,
        status,
        bookingToken,
        ticket: { shortCode: ticket.shortCode, qr: await ticketQrDataUrl(ticket.secret) },
      };
    });
  } catch (error) {
    // Two submissions raced past the duplicate check: the unique index decides, the code is kept.
    if (isUniqueViolation(error)) throw AppError.conflict(kind.duplicate(t));
    throw error;
  }
}
