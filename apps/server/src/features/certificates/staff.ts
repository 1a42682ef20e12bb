/**
 * Staff's side of continuing education (decision 046): the settings and questions, closing an
 * event, who attended, evaluated and has a certificate, re-issue and revoke (audited), the ZIP,
 * and the evaluation's results, which show no names. And the public verification of a serial.
 */

import type { EducationSettingsInput } from '@authority/shared/certificate-schemas';
import { EDUCATION_TEXTS_BY_LOCALE } from '@authority/shared/certificate-staff-texts';
import {
  type AttendanceAnswer,
  type AttendeeRow,
  CERTIFICATE_SERIAL_PATTERN,
  CERTIFICATE_TEXTS,
  type CertificateVerification,
  DEFAULT_EDUCATION,
  type EducationAnswer,
  type EvaluationResults,
  normalizeSerial,
  ratingWords,
} from '@authority/shared/certificates';
import type { Locale } from '@authority/shared/locales';
import { and, asc, count, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { certificates, evaluations, eventEducation, eventRegistrations, events } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { loadSettings } from '../../lib/site-settings.js';
import { nameIn } from '../event-forms/index.js';
import { toCsv } from '../submissions/index.js';
import { certificateAttachment, certificatesZip } from './documents.js';
import {
  type EventRow,
  educationOf,
  hasEnded,
  issueCertificate,
  revokeCertificate,
  settingsOf,
} from './education.js';
import { queueCertificateMail } from './follow-up.js';

export interface StaffContext {
  db: Database;
  now: Date;
  ip: string;
  locale: Locale;
  publicUrl: string;
  actor: { id: number; email: string };
}

async function eventOf(ctx: { db: Database; locale: Locale }, eventId: number): Promise<EventRow> {
  const [event] = await ctx.db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw AppError.notFound(EDUCATION_TEXTS_BY_LOCALE[ctx.locale].notFound);
  return event;
}

async function requireEducation(ctx: { db: Database; locale: Locale }, eventId: number) {
  const education = await educationOf(ctx.db, eventId);
  if (!education) throw AppError.conflict(EDUCATION_TEXTS_BY_LOCALE[ctx.locale].noSettings);
  return education;
}

export async function readEducation(ctx: StaffContext, eventId: number): Promise<EducationAnswer> {
  const event = await eventOf(ctx, eventId);
  const education = await educationOf(ctx.db, eventId);
  const { timeZone } = await loadSettings(ctx.db);
  return {
    settings: education ? settingsOf(education) : null,
    defaults: DEFAULT_EDUCATION,
    event: {
      id: event.id,
      name: nameIn(event, ctx.locale),
      date: event.date,
      ended: education ? hasEnded(event, education, timeZone, ctx.now) : false,
      closedAt: education?.closedAt?.toISOString() ?? null,
      followUpAt: education?.followUpAt?.toISOString() ?? null,
    },
  };
}

export async function writeEducation(ctx: StaffContext, eventId: number, input: EducationSettingsInput) {
  await eventOf(ctx, eventId);
  const values = {
    creditHours: input.creditHours,
    words: input.words,
    certificateLanguage: input.certificateLanguage,
    evaluationRequired: input.evaluationRequired,
    questions: input.questions,
    updatedAt: ctx.now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(eventEducation)
      .values({ eventId, ...values })
      .onConflictDoUpdate({ target: eventEducation.eventId, set: values });
    await audit(tx, {
      action: 'education.update',
      actor: ctx.actor,
      entity: 'events',
      entityId: eventId,
      ip: ctx.ip,
      at: ctx.now,
      details: { creditHours: input.creditHours, questions: input.questions.length },
    });
  });
  return { message: EDUCATION_TEXTS_BY_LOCALE[ctx.locale].saved, ...(await readEducation(ctx, eventId)) };
}

/** Staff end the event now: the after-event mails go out on the job's next pass (the caller wakes it). */
export async function closeEvent(ctx: StaffContext, eventId: number) {
  await eventOf(ctx, eventId);
  await requireEducation(ctx, eventId);
  await ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(eventEducation)
      .set({ closedAt: ctx.now })
      .where(and(eq(eventEducation.eventId, eventId), isNull(eventEducation.closedAt)))
      .returning({ id: eventEducation.eventId });
    if (closed.length)
      await audit(tx, {
        action: 'event.close',
        actor: ctx.actor,
        entity: 'events',
        entityId: eventId,
        ip: ctx.ip,
        at: ctx.now,
      });
  });
  return readEducation(ctx, eventId);
}

/** The event's registrants checked in at the door and not cancelled since: its attendees. */
const checkedInAt = (eventId: number) =>
  and(
    eq(eventRegistrations.eventId, eventId),
    isNotNull(eventRegistrations.attendedAt),
    ne(eventRegistrations.status, 'cancelled'),
  );

export async function attendance(ctx: StaffContext, eventId: number): Promise<AttendanceAnswer> {
  await eventOf(ctx, eventId);
  const [people, evaluated, issued] = await Promise.all([
    ctx.db
      .select()
      .from(eventRegistrations)
      .where(checkedInAt(eventId))
      .orderBy(asc(eventRegistrations.fullName)),
    ctx.db
      .select({ registrationId: evaluations.registrationId, submittedAt: evaluations.submittedAt })
      .from(evaluations)
      .where(eq(evaluations.eventId, eventId)),
    ctx.db
      .select()
      .from(certificates)
      .where(eq(certificates.eventId, eventId))
      .orderBy(desc(certificates.issuedAt)),
  ]);
  const evaluatedAt = new Map(evaluated.map((row) => [row.registrationId, row.submittedAt]));
  const attendees: AttendeeRow[] = people.map((person) => {
    const own = issued.filter((row) => row.registrationId === person.id);
    const current = own.find((row) => row.revokedAt === null) ?? own[0];
    return {
      registrationId: person.id,
      fullName: person.fullName,
      certificateName: person.certificateName ?? person.fullName,
      email: person.email,
      attendedAt: person.attendedAt?.toISOString() ?? '',
      evaluatedAt: evaluatedAt.get(person.id)?.toISOString() ?? null,
      certificate: current
        ? {
            serial: current.serial,
            issuedAt: current.issuedAt.toISOString(),
            revokedAt: current.revokedAt?.toISOString() ?? null,
            revokedReason: current.revokedReason,
          }
        : null,
      earlier: own
        .filter((row) => row !== current)
        .map((row) => ({
          serial: row.serial,
          revokedAt: row.revokedAt?.toISOString() ?? null,
          revokedReason: row.revokedReason,
        })),
    };
  });
  return {
    attendees,
    counts: {
      checkedIn: attendees.length,
      evaluated: attendees.filter((a) => a.evaluatedAt).length,
      certified: attendees.filter((a) => a.certificate && !a.certificate.revokedAt).length,
    },
  };
}

/**
 * A new certificate for an attendee (after a name correction, with the name given): the valid one
 * is revoked, the new one mailed to them. Audited with both serials.
 */
export async function reissue(ctx: StaffContext, eventId: number, registrationId: number, fullName?: string) {
  const texts = EDUCATION_TEXTS_BY_LOCALE[ctx.locale];
  const event = await eventOf(ctx, eventId);
  const education = await requireEducation(ctx, eventId);
  const result = await ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
    if (!person || person.attendedAt === null || person.status === 'cancelled')
      throw AppError.notFound(texts.notAttendee);
    let registration = person;
    if (fullName && fullName !== (person.certificateName ?? person.fullName)) {
      const [changed] = await tx
        .update(eventRegistrations)
        .set({ certificateName: fullName })
        .where(eq(eventRegistrations.id, person.id))
        .returning();
      if (changed) registration = changed;
    }
    const [valid] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.registrationId, person.id), isNull(certificates.revokedAt)));
    if (valid)
      await revokeCertificate(tx, {
        id: valid.id,
        reason: texts.reissueReason,
        by: ctx.actor.id,
        now: ctx.now,
      });
    const { row } = await issueCertificate(tx, { event, education, registration, now: ctx.now });
    const pdf = await certificateAttachment(row, ctx.publicUrl);
    await queueCertificateMail(tx, ctx, { event, registration, certificate: row, pdf });
    await audit(tx, {
      action: 'certificate.reissue',
      actor: ctx.actor,
      entity: 'events',
      entityId: eventId,
      ip: ctx.ip,
      at: ctx.now,
      details: {
        registrationId,
        serial: row.serial,
        replaced: valid?.serial ?? null,
        nameChanged: registration !== person,
      },
    });
    return row;
  });
  return { message: texts.reissued(result.serial), serial: result.serial };
}

export async function revoke(ctx: StaffContext, serial: string, reason: string) {
  const texts = EDUCATION_TEXTS_BY_LOCALE[ctx.locale];
  const [row] = await ctx.db
    .select()
    .from(certificates)
    .where(eq(certificates.serial, normalizeSerial(serial)));
  if (!row) throw AppError.notFound(texts.certificateNotFound);
  await ctx.db.transaction(async (tx) => {
    if (!(await revokeCertificate(tx, { id: row.id, reason, by: ctx.actor.id, now: ctx.now })))
      throw AppError.conflict(texts.alreadyRevoked);
    await audit(tx, {
      action: 'certificate.revoke',
      actor: ctx.actor,
      entity: 'events',
      entityId: row.eventId,
      ip: ctx.ip,
      at: ctx.now,
      details: { serial: row.serial, registrationId: row.registrationId, reason },
    });
  });
  return { message: texts.revoked(row.serial) };
}

/** A certificate's row for its PDF: a revoked one opens nothing (410). */
export async function certificateForPdf(db: Database, serial: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.serial, normalizeSerial(serial)));
  if (!row) throw AppError.notFound(EDUCATION_TEXTS_BY_LOCALE[locale].certificateNotFound);
  if (row.revokedAt) throw new AppError(410, CERTIFICATE_TEXTS[locale].revoked);
  return row;
}

export async function eventZip(ctx: StaffContext, eventId: number) {
  const event = await eventOf(ctx, eventId);
  const rows = await ctx.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.eventId, eventId), isNull(certificates.revokedAt)))
    .orderBy(asc(certificates.fullName));
  const zip = await certificatesZip(rows, ctx.publicUrl);
  await audit(ctx.db, {
    action: 'certificates.download',
    actor: ctx.actor,
    entity: 'events',
    entityId: eventId,
    ip: ctx.ip,
    at: ctx.now,
    details: { rows: rows.length, format: 'zip' },
  });
  return { zip, filename: `certificates-event-${event.id}.zip` };
}

/** The answers of the event's evaluations, with no names: ordered by when they came. */
async function answersOf(db: Database, eventId: number) {
  return db
    .select({ answers: evaluations.answers, submittedAt: evaluations.submittedAt })
    .from(evaluations)
    .where(eq(evaluations.eventId, eventId))
    .orderBy(asc(evaluations.submittedAt));
}

export async function results(ctx: StaffContext, eventId: number): Promise<EvaluationResults> {
  await eventOf(ctx, eventId);
  const education = await requireEducation(ctx, eventId);
  const [answers, [attended]] = await Promise.all([
    answersOf(ctx.db, eventId),
    ctx.db.select({ n: count() }).from(eventRegistrations).where(checkedInAt(eventId)),
  ]);
  return {
    attendees: attended?.n ?? 0,
    responses: answers.length,
    questions: education.questions.map((question) => {
      const prompt = question.words[ctx.locale].prompt;
      const given = answers.map((row) => row.answers[question.id]).filter((value) => value !== undefined);
      if (question.kind === 'text') {
        const texts = given.filter((value): value is string => typeof value === 'string');
        return { id: question.id, kind: 'text' as const, prompt, answered: texts.length, texts };
      }
      const ratings = given.filter((value): value is number => typeof value === 'number');
      const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
      for (const rating of ratings) distribution[rating - 1] = (distribution[rating - 1] ?? 0) + 1;
      const average = ratings.length
        ? Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 100) / 100
        : null;
      return {
        id: question.id,
        kind: 'rating' as const,
        scale: question.scale,
        prompt,
        answered: ratings.length,
        average,
        distribution,
      };
    }),
  };
}

/** One row a response, a column a question (its words in the staff member's language); no names. */
export async function resultsCsv(ctx: StaffContext, eventId: number) {
  await eventOf(ctx, eventId);
  const education = await requireEducation(ctx, eventId);
  const texts = EDUCATION_TEXTS_BY_LOCALE[ctx.locale];
  const answers = await answersOf(ctx.db, eventId);
  const headings = [
    texts.csvHeadings.response,
    texts.csvHeadings.submittedAt,
    ...education.questions.map((q) => q.words[ctx.locale].prompt),
  ];
  const rows = answers.map((row, index) => [
    index + 1,
    row.submittedAt,
    ...education.questions.map((question) => {
      const value = row.answers[question.id];
      if (question.kind === 'rating' && typeof value === 'number')
        return `${value} (${ratingWords(ctx.locale, question.scale)[value - 1] ?? ''})`;
      return value ?? '';
    }),
  ]);
  await audit(ctx.db, {
    action: 'evaluations.download',
    actor: ctx.actor,
    entity: 'events',
    entityId: eventId,
    ip: ctx.ip,
    at: ctx.now,
    details: { rows: rows.length, format: 'csv' },
  });
  return { csv: toCsv(headings, rows), filename: `evaluations-event-${eventId}.csv` };
}

/** What anyone may know of a serial: name, event, date, hours, and whether it stands. Nothing else. */
export async function verify(db: Database, serial: string, locale: Locale): Promise<CertificateVerification> {
  const normal = normalizeSerial(serial);
  const notFound = AppError.notFound(CERTIFICATE_TEXTS[locale].notFoundText);
  if (!CERTIFICATE_SERIAL_PATTERN.test(normal)) throw notFound;
  const [row] = await db.select().from(certificates).where(eq(certificates.serial, normal));
  if (!row) throw notFound;
  return {
    status: row.revokedAt ? 'revoked' : 'valid',
    serial: row.serial,
    name: row.fullName,
    eventName: row.snapshot.eventName[locale],
    date: row.snapshot.date,
    creditHours: row.snapshot.creditHours,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
