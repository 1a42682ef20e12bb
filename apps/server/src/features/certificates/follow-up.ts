/**
 * After the event (decision 046): once an event with continuing education has ended, each person
 * checked in is mailed in their language: the evaluation's link (their booking page), or their
 * certificate at once when the event asks no evaluation; a reminder follows after
 * EVALUATION_REMINDER_DAYS while the evaluation waits, none after its last day. Each person's mail
 * is claimed by a guarded update in its own transaction, so a pass cut short resumes where it stopped and
 * two processes never mail one person twice; certificates are made one at a time, yielding between
 * them, so a large event keeps the server answering.
 */
import {
  AFTER_EVENT_MAIL_TEXTS,
  EVALUATION_LAST_DAYS,
  EVALUATION_REMINDER_DAYS,
} from '@authority/shared/certificates';
import type { Locale } from '@authority/shared/locales';
import { type MailAttachment, visitorMail } from '@authority/shared/mail-texts';
import { and, eq, gte, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { evaluations, eventEducation, eventRegistrations, events } from '../../db/schema.js';
import { enqueueMail } from '../../lib/mail/outbox.js';
import { loadSettings } from '../../lib/site-settings.js';
import { bookingTokenOf, bookingUrlOf, dayIn, nameIn } from '../event-forms/index.js';
import { certificateAttachment, dateIn, hoursIn } from './documents.js';
import {
  type CertificateRow,
  certificateNameOf,
  dayBefore,
  type EducationRow,
  type EventRow,
  evaluationLastDay,
  issueCertificate,
  type RegistrationRow,
} from './education.js';

const DAY_MS = 86_400_000;

export interface FollowUpContext {
  db: Database;
  now: Date;
  publicUrl: string;
}

const bookingUrlFor = (ctx: FollowUpContext, registration: RegistrationRow) =>
  bookingUrlOf(ctx.publicUrl, registration.locale, bookingTokenOf('registration', registration));

/** The mail that carries a certificate, its PDF attached. */
export async function queueCertificateMail(
  tx: Database,
  ctx: FollowUpContext,
  input: {
    event: EventRow;
    registration: RegistrationRow;
    certificate: CertificateRow;
    pdf: MailAttachment;
  },
) {
  const locale: Locale = input.registration.locale;
  const t = AFTER_EVENT_MAIL_TEXTS[locale];
  const eventName = nameIn(input.event, locale);
  const mail = visitorMail(
    t.certificateSubject(eventName),
    t.certificateLines(
      certificateNameOf(input.registration),
      eventName,
      hoursIn(input.certificate.snapshot.creditHours, locale),
      input.certificate.serial,
    ),
    locale,
    { bookingUrl: bookingUrlFor(ctx, input.registration) },
  );
  await enqueueMail(
    tx,
    { ...mail, to: input.registration.email, kind: 'certificate', attachments: [input.pdf] },
    ctx.now,
  );
}

/**
 * Claims the person's after-event mail: true for the one caller that set the mark. The caller
 * queues the mail in the same transaction, so a rollback gives the claim back.
 */
async function claim(
  tx: Database,
  id: number,
  column: 'followUpMailedAt' | 'evaluationRemindedAt',
  now: Date,
) {
  const mark =
    column === 'followUpMailedAt'
      ? eventRegistrations.followUpMailedAt
      : eventRegistrations.evaluationRemindedAt;
  const claimed = await tx
    .update(eventRegistrations)
    .set({ [column]: now })
    .where(and(eq(eventRegistrations.id, id), isNull(mark)))
    .returning({ id: eventRegistrations.id });
  return claimed.length > 0;
}

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** One person's after-event mail: the certificate, or the evaluation's link. */
async function followUp(
  ctx: FollowUpContext,
  event: EventRow,
  education: EducationRow,
  registration: RegistrationRow,
) {
  const locale: Locale = registration.locale;
  if (!education.evaluationRequired) {
    return ctx.db.transaction(async (tx) => {
      if (!(await claim(tx, registration.id, 'followUpMailedAt', ctx.now))) return false;
      const { row } = await issueCertificate(tx, { event, education, registration, now: ctx.now });
      const pdf = await certificateAttachment(row, ctx.publicUrl);
      await queueCertificateMail(tx, ctx, { event, registration, certificate: row, pdf });
      return true;
    });
  }
  const t = AFTER_EVENT_MAIL_TEXTS[locale];
  const eventName = nameIn(event, locale);
  const mail = visitorMail(
    t.evaluationSubject(eventName),
    t.evaluationLines(
      certificateNameOf(registration),
      eventName,
      hoursIn(String(Number(education.creditHours)), locale),
    ),
    locale,
    { bookingUrl: bookingUrlFor(ctx, registration) },
  );
  return ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, registration.id, 'followUpMailedAt', ctx.now))) return false;
    await enqueueMail(tx, { ...mail, to: registration.email, kind: 'evaluation-invitation' }, ctx.now);
    return true;
  });
}

async function remind(ctx: FollowUpContext, event: EventRow, registration: RegistrationRow) {
  const locale: Locale = registration.locale;
  const t = AFTER_EVENT_MAIL_TEXTS[locale];
  const eventName = nameIn(event, locale);
  const lastDay = dateIn(evaluationLastDay(event.date, EVALUATION_LAST_DAYS), locale);
  const mail = visitorMail(
    t.reminderSubject(eventName),
    t.reminderLines(certificateNameOf(registration), eventName, lastDay),
    locale,
    { bookingUrl: bookingUrlFor(ctx, registration) },
  );
  return ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, registration.id, 'evaluationRemindedAt', ctx.now))) return false;
    await enqueueMail(tx, { ...mail, to: registration.email, kind: 'evaluation-reminder' }, ctx.now);
    return true;
  });
}

/** One pass over the ended events: what it mailed. */
export async function runFollowUps(ctx: FollowUpContext) {
  const { timeZone } = await loadSettings(ctx.db);
  const today = dayIn(timeZone, ctx.now);
  const firstDay = dayBefore(timeZone, ctx.now, EVALUATION_LAST_DAYS);
  const ended = await ctx.db
    .select({ event: events, education: eventEducation })
    .from(eventEducation)
    .innerJoin(events, eq(events.id, eventEducation.eventId))
    .where(
      and(or(isNotNull(eventEducation.closedAt), sql`${events.date} < ${today}`), gte(events.date, firstDay)),
    );
  const sent = { followUps: 0, reminders: 0 };
  for (const { event, education } of ended) {
    const waiting = await ctx.db
      .select()
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, event.id),
          isNotNull(eventRegistrations.attendedAt),
          ne(eventRegistrations.status, 'cancelled'),
          isNull(eventRegistrations.followUpMailedAt),
        ),
      )
      .orderBy(eventRegistrations.id);
    for (const registration of waiting) {
      if (await followUp(ctx, event, education, registration)) sent.followUps += 1;
      await yieldToRequests();
    }
    if (education.followUpAt === null && waiting.length > 0)
      await ctx.db
        .update(eventEducation)
        .set({ followUpAt: ctx.now })
        .where(eq(eventEducation.eventId, event.id));
    if (!education.evaluationRequired) continue;
    const due = await ctx.db
      .select()
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, event.id),
          ne(eventRegistrations.status, 'cancelled'),
          lte(
            eventRegistrations.followUpMailedAt,
            new Date(ctx.now.getTime() - EVALUATION_REMINDER_DAYS * DAY_MS),
          ),
          isNull(eventRegistrations.evaluationRemindedAt),
          notExists(
            ctx.db
              .select({ id: evaluations.id })
              .from(evaluations)
              .where(eq(evaluations.registrationId, eventRegistrations.id)),
          ),
        ),
      );
    for (const registration of due) {
      if (await remind(ctx, event, registration)) sent.reminders += 1;
      await yieldToRequests();
    }
  }
  return sent;
}
