/**
 * An event's continuing education (decision 046): its settings, whether it has ended, and the
 * certificates issued for it. Only registrants (the attendees' list) get certificates: a sponsor's
 * people come to exhibit, not to learn.
 */
import { randomInt } from 'node:crypto';
import {
  CERTIFICATE_SERIAL_ALPHABET,
  CERTIFICATE_SERIAL_LENGTH,
  CERTIFICATE_SERIAL_PREFIX,
  type EducationSettings,
} from '@authority/shared/certificates';
import type { Locale } from '@authority/shared/locales';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  type CertificateSnapshot,
  certificates,
  eventEducation,
  type eventRegistrations,
  type events,
} from '../../db/schema.js';
import { dayIn, fieldIn, nameIn } from '../event-forms/index.js';

export type EventRow = typeof events.$inferSelect;
export type EducationRow = typeof eventEducation.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;

const DAY_MS = 86_400_000;

/** The settings as the calls answer them: the hours in one spelling ('6.5', not '6.50'). */
export const settingsOf = (row: EducationRow): EducationSettings => ({
  creditHours: String(Number(row.creditHours)),
  words: row.words,
  certificateLanguage: row.certificateLanguage,
  evaluationRequired: row.evaluationRequired,
  questions: row.questions,
});

export async function educationOf(db: Database, eventId: number): Promise<EducationRow | undefined> {
  const [row] = await db.select().from(eventEducation).where(eq(eventEducation.eventId, eventId));
  return row;
}

/** The event has ended: staff closed it, or its day has passed where the site is. */
export const hasEnded = (event: EventRow, education: EducationRow, timeZone: string, now: Date) =>
  education.closedAt !== null || event.date < dayIn(timeZone, now);

/** The day (`YYYY-MM-DD`) `days` before the site's today: events before it are past their follow-up. */
export const dayBefore = (timeZone: string, now: Date, days: number) =>
  dayIn(timeZone, new Date(now.getTime() - days * DAY_MS));

/** The last day of the evaluation: the booking link's last day (decision 038). */
export const evaluationLastDay = (eventDate: string, days: number) =>
  new Date(new Date(`${eventDate}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** A new serial: the prefix and four groups of four letters of the ticket alphabet. */
export function newSerial(): string {
  const letters = Array.from(
    { length: CERTIFICATE_SERIAL_LENGTH },
    () => CERTIFICATE_SERIAL_ALPHABET[randomInt(CERTIFICATE_SERIAL_ALPHABET.length)],
  ).join('');
  return [CERTIFICATE_SERIAL_PREFIX, ...(letters.match(/.{4}/g) ?? [])].join('-');
}

/** The name a registrant's certificate carries: as they corrected it, else as registered. */
export const certificateNameOf = (row: Pick<RegistrationRow, 'certificateName' | 'fullName'>) =>
  row.certificateName ?? row.fullName;

/** The languages a registrant's certificate is written in. */
export const localesOf = (education: EducationRow, registrant: Locale): Locale[] =>
  education.certificateLanguage === 'both' ? ['en', 'ar'] : [registrant];

export async function validCertificateOf(db: Database, registrationId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.registrationId, registrationId), isNull(certificates.revokedAt)));
  return row;
}

/** The registrant's valid certificate, else their latest revoked one. */
export async function latestCertificateOf(db: Database, registrationId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.registrationId, registrationId))
    .orderBy(sql`${certificates.revokedAt} is not null`, desc(certificates.issuedAt))
    .limit(1);
  return row;
}

/**
 * Issues the registrant's certificate with what the event says now; the row keeps it. A valid one
 * is returned as it is (at most one per registrant: the unique index holds it).
 */
export async function issueCertificate(
  tx: Database,
  input: { event: EventRow; education: EducationRow; registration: RegistrationRow; now: Date },
): Promise<{ row: CertificateRow; issued: boolean }> {
  const existing = await validCertificateOf(tx, input.registration.id);
  if (existing) return { row: existing, issued: false };
  const { event, education, registration } = input;
  const both = <T>(read: (locale: Locale) => T) => ({ en: read('en'), ar: read('ar') });
  const snapshot: CertificateSnapshot = {
    eventName: both((locale) => nameIn(event, locale)),
    date: event.date,
    place: both((locale) => fieldIn(event, 'location', locale) ?? null),
    creditHours: String(Number(education.creditHours)),
    words: education.words,
    locales: localesOf(education, registration.locale),
  };
  const [row] = await tx
    .insert(certificates)
    .values({
      serial: newSerial(),
      eventId: event.id,
      registrationId: registration.id,
      fullName: certificateNameOf(registration),
      snapshot,
      issuedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('certificate insert returned nothing');
  return { row, issued: true };
}

/** Revokes a valid certificate; false when it was not valid (already revoked). */
export async function revokeCertificate(
  tx: Database,
  input: { id: number; reason: string; by: number | null; now: Date },
): Promise<boolean> {
  const revoked = await tx
    .update(certificates)
    .set({ revokedAt: input.now, revokedReason: input.reason, revokedBy: input.by })
    .where(and(eq(certificates.id, input.id), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  return revoked.length > 0;
}
