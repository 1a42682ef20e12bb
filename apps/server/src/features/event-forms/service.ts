/**
 * The event forms (SPEC §7): send a code, then submit a registration or a sponsor request with
 * it. One path for both kinds; they differ in table, texts and fields.
 */

import type { Translations } from '@authority/shared/content-translations';
import { maskEmail } from '@authority/shared/event-forms';
import { FORMS_TEXTS } from '@authority/shared/i18n/forms-all';
import { type Locale, localizePath } from '@authority/shared/locales';
import {
  type CodePurpose,
  registrationConfirmationMail,
  verificationCodeMail,
} from '@authority/shared/mail-texts';
import { ROUTES } from '@authority/shared/routes';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations, events, sponsorRegistrations } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { eventCalendar } from '../../lib/mail/calendar.js';
import { enqueueMail } from '../../lib/mail/outbox.js';
import { consumeCode } from '../../lib/one-time-codes.js';
import { summary } from '../../lib/page-head.js';
import { visibleAt } from '../../lib/publication.js';
import type { Mailer } from '../../plugins/mailer.js';
import { loadSettings } from '../settings/index.js';
import { CODE_TTL_MS, codeInvalid, issueEventCode, verifyEventCode, withdrawEventCode } from './codes.js';

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
  },
  sponsor: {
    table: sponsorRegistrations,
    duplicate: (t: Messages) => t.alreadySponsor,
    saved: (t: Messages) => t.sponsorSaved,
  },
} as const;

/** A text field of the event as the visitor's page shows it: its translation, else as written. */
const fieldIn = (
  event: { translations: Translations } & Record<string, unknown>,
  field: string,
  locale: Locale,
): string | undefined => {
  const own = event[field];
  return event.translations[locale]?.[field]?.trim() || (typeof own === 'string' ? own : undefined);
};
const nameIn = (event: { eventName: string; translations: Translations }, locale: Locale) =>
  fieldIn(event, 'eventName', locale) ?? event.eventName;

/** The event as a calendar entry in the visitor's language, in the site's time zone. */
async function calendarEntry(ctx: Context, event: typeof events.$inferSelect) {
  const { timeZone } = await loadSettings(ctx.db);
  const description = fieldIn(event, 'description', ctx.locale);
  return eventCalendar({
    uid: `event-${event.id}@${new URL(ctx.publicUrl).hostname}`,
    name: nameIn(event, ctx.locale),
    date: event.date,
    time: fieldIn(event, 'time', ctx.locale),
    location: fieldIn(event, 'location', ctx.locale),
    description: description ? summary(description, 2_000) : undefined,
    url: `${ctx.publicUrl}${localizePath(ROUTES.eventDetails(event.id), ctx.locale)}`,
    timeZone,
    now: ctx.now,
  });
}

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
    .where(and(eq(kind.table.eventId, eventId), eq(kind.table.email, fields.email)));
  if (existing) throw AppError.conflict(kind.duplicate(t));

  const calendar = await calendarEntry(ctx, event);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, codeId, ctx.now))) throw codeInvalid(ctx.locale);
      const [row] = await tx
        .insert(kind.table)
        .values({
          ...fields,
          eventId,
          locale: ctx.locale,
          createdAt: ctx.now,
        } as typeof kind.table.$inferInsert)
        .returning({ id: kind.table.id });
      if (!row) throw new Error('registration insert returned nothing');
      await enqueueMail(
        tx,
        {
          to: fields.email,
          kind: `${purpose}-confirmation`,
          ...registrationConfirmationMail(
            {
              fullName: fields.fullName,
              purpose,
              eventName: nameIn(event, ctx.locale),
              date: event.date,
              location: event.location,
            },
            ctx.locale,
          ),
          // The event for the registrant's calendar, in one step.
          attachments: [calendar],
        },
        ctx.now,
      );
      return { message: kind.saved(t), id: row.id };
    });
  } catch (error) {
    // Two submissions raced past the duplicate check: the unique index decides, the code is kept.
    if (isUniqueViolation(error)) throw AppError.conflict(kind.duplicate(t));
    throw error;
  }
}
