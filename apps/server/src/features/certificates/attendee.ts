/**
 * The attendee's side, from their booking page (decision 046): the token is the credential, as for
 * the booking itself. Only a registrant checked in at an event that has ended reaches any of it;
 * the evaluation is sent once; the name on the certificate may be corrected once.
 */

import { checkAnswers, type EvaluationSubmission } from '@authority/shared/certificate-schemas';
import {
  AFTER_EVENT_TEXTS,
  type AfterEventState,
  EVALUATION_LAST_DAYS,
} from '@authority/shared/certificates';
import type { Locale } from '@authority/shared/locales';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { evaluations, eventRegistrations } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { loadSettings } from '../../lib/site-settings.js';
import { openBooking } from '../event-forms/index.js';
import { certificateAttachment, certificatePdf } from './documents.js';
import {
  certificateNameOf,
  dayBefore,
  type EducationRow,
  type EventRow,
  educationOf,
  hasEnded,
  issueCertificate,
  latestCertificateOf,
  type RegistrationRow,
  revokeCertificate,
  validCertificateOf,
} from './education.js';
import { type FollowUpContext, queueCertificateMail } from './follow-up.js';

export interface AttendeeContext extends FollowUpContext {
  locale: Locale;
  ip?: string;
  kick(): void;
}

interface Opened {
  event: EventRow;
  education: EducationRow;
  registration: RegistrationRow;
  evaluated: boolean;
  /** The evaluation may still be sent. */
  open: boolean;
}

/** The attendee behind the token, or undefined when the after-event part does not apply to them. */
async function openAttendee(ctx: AttendeeContext, token: unknown): Promise<Opened | undefined> {
  const found = await openBooking(ctx.db, token, ctx.now, ctx.locale);
  const { event } = found;
  if (found.purpose !== 'registration') return undefined;
  const registration = found.row as RegistrationRow;
  const education = await educationOf(ctx.db, event.id);
  if (!education || registration.attendedAt === null || registration.status === 'cancelled') return undefined;
  const { timeZone } = await loadSettings(ctx.db);
  if (!hasEnded(event, education, timeZone, ctx.now)) return undefined;
  const [evaluation] = await ctx.db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(eq(evaluations.registrationId, registration.id));
  const open = event.date >= dayBefore(timeZone, ctx.now, EVALUATION_LAST_DAYS);
  return { event, education, registration, evaluated: evaluation !== undefined, open };
}

/** The same, refusing with the reason when it does not apply. */
async function requireAttendee(ctx: AttendeeContext, token: unknown): Promise<Opened> {
  const opened = await openAttendee(ctx, token);
  const texts = AFTER_EVENT_TEXTS[ctx.locale];
  if (!opened) throw AppError.forbidden(texts.notAttended);
  return opened;
}

/**
 * The registrant's row, locked for the rest of the transaction: two sends from one booking page
 * (two tabs, a double click) then take turns, and the second sees what the first did, where the
 * row locks that the unique indexes and foreign keys take would otherwise deadlock them.
 */
async function lockRegistration(tx: Database, id: number): Promise<RegistrationRow> {
  const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)).for('update');
  if (!row) throw AppError.notFound();
  return row;
}

const ready = (opened: Opened) => opened.evaluated || !opened.education.evaluationRequired;

async function stateOf(ctx: AttendeeContext, opened: Opened): Promise<AfterEventState> {
  const { education, registration } = opened;
  const certificate = await latestCertificateOf(ctx.db, registration.id);
  return {
    evaluation: education.questions.length
      ? {
          questions: education.questions,
          required: education.evaluationRequired,
          sent: opened.evaluated,
          closed: !opened.open,
        }
      : null,
    certificateName: certificateNameOf(registration),
    nameCorrectable: registration.nameCorrectedAt === null,
    certificate: certificate
      ? {
          serial: certificate.serial,
          issuedAt: certificate.issuedAt.toISOString(),
          revokedAt: certificate.revokedAt?.toISOString() ?? null,
        }
      : null,
    certificateReady: ready(opened),
  };
}

/** What the booking page shows after the event; null when nothing (not checked in, not ended, no certificate). */
export async function afterEventState(ctx: AttendeeContext, token: unknown): Promise<AfterEventState | null> {
  const opened = await openAttendee(ctx, token);
  return opened ? stateOf(ctx, opened) : null;
}

/** Issues the certificate (when none is valid) and mails it, in the caller's transaction. */
async function issueAndMail(
  ctx: AttendeeContext,
  tx: Database,
  opened: Opened,
  registration: RegistrationRow,
) {
  const { row, issued } = await issueCertificate(tx, { ...opened, registration, now: ctx.now });
  // The after-event mail has nothing left to say: the certificate is the person's already.
  await tx
    .update(eventRegistrations)
    .set({
      followUpMailedAt: sql`coalesce(${eventRegistrations.followUpMailedAt}, ${ctx.now.toISOString()}::timestamptz)`,
    })
    .where(eq(eventRegistrations.id, registration.id));
  if (issued) {
    const pdf = await certificateAttachment(row, ctx.publicUrl);
    await queueCertificateMail(tx, ctx, { event: opened.event, registration, certificate: row, pdf });
  }
  return row;
}

/** Sends the evaluation (once), with the name for the certificate; the certificate follows at once. */
export async function submitEvaluation(ctx: AttendeeContext, token: unknown, input: EvaluationSubmission) {
  const opened = await requireAttendee(ctx, token);
  const texts = AFTER_EVENT_TEXTS[ctx.locale];
  if (opened.evaluated) throw AppError.conflict(texts.alreadySent);
  if (!opened.open) throw new AppError(410, texts.evaluationClosed);
  const { missing, kept } = checkAnswers(opened.education.questions, input.answers);
  if (missing.length)
    throw AppError.badRequest(
      texts.answerMissing,
      Object.fromEntries(missing.map((id) => [`answers.${id}`, [texts.answerMissing]])),
    );
  const newName = input.certificateName?.trim();
  await ctx.db
    .transaction(async (tx) => {
      let registration = await lockRegistration(tx, opened.registration.id);
      const [earlier] = await tx
        .select({ id: evaluations.id })
        .from(evaluations)
        .where(eq(evaluations.registrationId, registration.id));
      if (earlier) throw AppError.conflict(texts.alreadySent);
      if (
        newName !== undefined &&
        newName !== certificateNameOf(registration) &&
        registration.nameCorrectedAt === null
      ) {
        const [changed] = await tx
          .update(eventRegistrations)
          .set({ certificateName: newName, nameCorrectedAt: ctx.now })
          .where(eq(eventRegistrations.id, registration.id))
          .returning();
        if (changed) registration = changed;
      }
      await tx.insert(evaluations).values({
        eventId: opened.event.id,
        registrationId: registration.id,
        answers: kept,
        submittedAt: ctx.now,
      });
      await issueAndMail(ctx, tx, opened, registration);
    })
    .catch((error: unknown) => {
      // The unique index stands behind the lock: a send it let through is still refused as one.
      if (isUniqueViolation(error)) throw AppError.conflict(texts.alreadySent);
      throw error;
    });
  ctx.kick();
  return { message: texts.sent, state: await afterEventState(ctx, token) };
}

/**
 * The attendee corrects their name, once. A certificate already issued is revoked and a new one
 * made with the name (and mailed); otherwise the name waits for the certificate.
 */
export async function correctCertificateName(ctx: AttendeeContext, token: unknown, fullName: string) {
  const opened = await requireAttendee(ctx, token);
  const texts = AFTER_EVENT_TEXTS[ctx.locale];
  if (opened.registration.nameCorrectedAt !== null) throw AppError.conflict(texts.nameAlreadyCorrected);
  await ctx.db.transaction(async (tx) => {
    // Checked again under the row's lock: two corrections at once make one.
    if ((await lockRegistration(tx, opened.registration.id)).nameCorrectedAt !== null)
      throw AppError.conflict(texts.nameAlreadyCorrected);
    const [registration] = await tx
      .update(eventRegistrations)
      .set({ certificateName: fullName.trim(), nameCorrectedAt: ctx.now })
      .where(eq(eventRegistrations.id, opened.registration.id))
      .returning();
    if (!registration) throw AppError.notFound();
    const valid = await validCertificateOf(tx, registration.id);
    if (valid) {
      await revokeCertificate(tx, { id: valid.id, reason: 'name-corrected', by: null, now: ctx.now });
      await issueAndMail(ctx, tx, opened, registration);
    }
    await audit(tx, {
      action: 'certificate.name-corrected',
      actor: null,
      entity: 'events',
      entityId: opened.event.id,
      ip: ctx.ip,
      at: ctx.now,
      details: { by: 'registrant', id: registration.id, reissued: valid?.serial ?? null },
    });
  });
  ctx.kick();
  return { message: texts.nameCorrected, state: await afterEventState(ctx, token) };
}

/** The attendee's certificate as a PDF: issued now when it is due and none is yet. */
export async function attendeeCertificatePdf(ctx: AttendeeContext, token: unknown) {
  const opened = await requireAttendee(ctx, token);
  const texts = AFTER_EVENT_TEXTS[ctx.locale];
  if (!ready(opened)) throw AppError.forbidden(texts.evaluationFirst);
  const latest = await latestCertificateOf(ctx.db, opened.registration.id);
  // One revoked by staff stays revoked: only a person who never had one is issued one here.
  if (latest?.revokedAt) throw new AppError(410, texts.certificateGone);
  const row =
    latest ??
    (await ctx.db.transaction(async (tx) =>
      issueAndMail(ctx, tx, opened, await lockRegistration(tx, opened.registration.id)),
    ));
  ctx.kick();
  return { row, pdf: await certificatePdf(row, ctx.publicUrl) };
}
