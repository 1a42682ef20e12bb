/**
 * Personal data: everything stored about one e-mail address, to export or erase, and
 * the retention rule that removes the submissions of events long past.
 */
import { PRIVACY_TEXTS } from '@authority/shared/privacy';
import { and, eq, inArray, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  certificates,
  contactInquiries,
  evaluations,
  eventRegistrations,
  events,
  mailOutbox,
  oneTimeCodes,
  sponsorRegistrations,
} from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { eventCodeParts, eventCodesOfEmail, eventCodesOfEvents } from '../../lib/one-time-codes.js';
import { fillOpenPlaces } from '../event-forms/index.js';
import { entriesOf } from '../inquiries/index.js';

/**
 * A booking without the hashes of its link and its ticket: like the codes, secrets' traces are
 * not the person's data (the short code, printed on their ticket, is).
 */
function withoutSecrets<Row extends { bookingTokenHash: string | null; ticketHash: string | null }>(
  row: Row,
): Omit<Row, 'bookingTokenHash' | 'ticketHash'> {
  const { bookingTokenHash: _link, ticketHash: _ticket, ...rest } = row;
  return rest;
}

interface Context {
  db: Database;
  now: Date;
  ip: string;
  actor: { id: number; email: string };
}

const sameAddress = (column: typeof mailOutbox.to | typeof mailOutbox.replyTo, email: string) =>
  sql`lower(${column}) = ${email}`;
/** Mails to the address, and mails about it: a contact inquiry's mail to a department replies to it. */
const mailsOf = (email: string) =>
  or(sameAddress(mailOutbox.to, email), sameAddress(mailOutbox.replyTo, email));

export async function exportPersonalData(ctx: Context, email: string) {
  const [registrations, sponsorRequests, inquiries, codes, mails, answers, issued] = await Promise.all([
    ctx.db
      .select({ registration: eventRegistrations, eventName: events.eventName })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.email, email)),
    ctx.db
      .select({ sponsorRequest: sponsorRegistrations, eventName: events.eventName })
      .from(sponsorRegistrations)
      .innerJoin(events, eq(events.id, sponsorRegistrations.eventId))
      .where(eq(sponsorRegistrations.email, email)),
    ctx.db.select().from(contactInquiries).where(eq(contactInquiries.email, email)),
    // The codes themselves are never exported: only that they were issued, for what and when.
    ctx.db
      .select({
        eventId: eventCodeParts.eventId,
        purpose: oneTimeCodes.purpose,
        lastSentAt: oneTimeCodes.lastSentAt,
        expiresAt: oneTimeCodes.expiresAt,
        attempts: oneTimeCodes.attempts,
        consumedAt: oneTimeCodes.consumedAt,
      })
      .from(oneTimeCodes)
      .where(eventCodesOfEmail(email)),
    ctx.db
      .select({
        id: mailOutbox.id,
        subject: mailOutbox.subject,
        to: mailOutbox.to,
        replyTo: mailOutbox.replyTo,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(mailsOf(email)),
    // After the event (decision 046): the person's evaluations and certificates, by their registrations.
    ctx.db
      .select({ evaluation: evaluations, eventName: events.eventName })
      .from(evaluations)
      .innerJoin(eventRegistrations, eq(eventRegistrations.id, evaluations.registrationId))
      .innerJoin(events, eq(events.id, evaluations.eventId))
      .where(eq(eventRegistrations.email, email)),
    ctx.db
      .select({ certificate: certificates, eventName: events.eventName })
      .from(certificates)
      .innerJoin(eventRegistrations, eq(eventRegistrations.id, certificates.registrationId))
      .innerJoin(events, eq(events.id, certificates.eventId))
      .where(eq(eventRegistrations.email, email)),
  ]);
  // Each inquiry with its thread: the replies mailed to the person and the staff's notes about it.
  const threads = await entriesOf(
    ctx.db,
    inquiries.map((inquiry) => inquiry.id),
  );
  await audit(ctx.db, {
    action: 'personal-data.export',
    actor: ctx.actor,
    entity: 'email',
    entityId: email,
    ip: ctx.ip,
    at: ctx.now,
  });
  return {
    email,
    exportedAt: ctx.now.toISOString(),
    eventRegistrations: registrations.map((r) => ({
      ...withoutSecrets(r.registration),
      eventName: r.eventName,
    })),
    sponsorRegistrations: sponsorRequests.map((r) => ({
      ...withoutSecrets(r.sponsorRequest),
      eventName: r.eventName,
    })),
    contactInquiries: inquiries.map((inquiry) => ({
      ...inquiry,
      thread: threads
        .filter((entry) => entry.inquiryId === inquiry.id)
        .map(({ inquiryId: _inquiry, mailStatus: _mail, ...entry }) => entry),
    })),
    verificationCodes: codes,
    mails,
    evaluations: answers.map((r) => ({ ...r.evaluation, eventName: r.eventName })),
    certificates: issued.map((r) => ({ ...r.certificate, eventName: r.eventName })),
  };
}

export async function erasePersonalData(ctx: Context & { publicUrl: string }, email: string) {
  const counts = await ctx.db.transaction(async (tx) => {
    // Evaluations and certificates go with their registration (ON DELETE CASCADE): counted first.
    const ownRegistrations = tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, email));
    const evaluationsErased = (
      await tx
        .delete(evaluations)
        .where(inArray(evaluations.registrationId, ownRegistrations))
        .returning({ id: evaluations.id })
    ).length;
    const certificatesErased = (
      await tx
        .delete(certificates)
        .where(inArray(certificates.registrationId, ownRegistrations))
        .returning({ id: certificates.id })
    ).length;
    const registrations = await tx
      .delete(eventRegistrations)
      .where(eq(eventRegistrations.email, email))
      .returning({ eventId: eventRegistrations.eventId });
    const sponsorships = await tx
      .delete(sponsorRegistrations)
      .where(eq(sponsorRegistrations.email, email))
      .returning({ eventId: sponsorRegistrations.eventId });
    // A place the person held goes to the first who waits (decision 018), events in id order.
    const events = [...new Set([...registrations, ...sponsorships].map((row) => row.eventId))].sort(
      (a, b) => a - b,
    );
    for (const eventId of events)
      await fillOpenPlaces({ db: tx, now: ctx.now, publicUrl: ctx.publicUrl }, eventId);
    const erased = {
      eventRegistrations: registrations.length,
      sponsorRegistrations: sponsorships.length,
      // Each inquiry's thread (replies, notes) goes with it: ON DELETE CASCADE.
      contactInquiries: (
        await tx
          .delete(contactInquiries)
          .where(eq(contactInquiries.email, email))
          .returning({ id: contactInquiries.id })
      ).length,
      verificationCodes: (
        await tx.delete(oneTimeCodes).where(eventCodesOfEmail(email)).returning({ id: oneTimeCodes.id })
      ).length,
      mails: (await tx.delete(mailOutbox).where(mailsOf(email)).returning({ id: mailOutbox.id })).length,
      evaluations: evaluationsErased,
      certificates: certificatesErased,
    };
    // The audit entry records that and how much was erased, never what.
    await audit(tx, {
      action: 'personal-data.erase',
      actor: ctx.actor,
      entity: 'email',
      entityId: email,
      ip: ctx.ip,
      at: ctx.now,
      details: erased,
    });
    return erased;
  });
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { message: total ? PRIVACY_TEXTS.erased(total) : PRIVACY_TEXTS.nothingFound, erased: counts };
}

const DAY_MS = 86_400_000;

/**
 * Deletes contact inquiries older than `inquiryDays` (their threads with them: ON DELETE CASCADE)
 * and outbox rows older than `outboxDays` (a mail still waiting to be sent is kept). The site
 * settings hold both periods; audited when it removed anything.
 */
export async function applyMailRetention(
  db: Database,
  now: Date,
  days: { inquiryDays: number; outboxDays: number },
) {
  const before = (n: number) => new Date(now.getTime() - n * DAY_MS);
  return db.transaction(async (tx) => {
    const removed = {
      contactInquiries: (
        await tx
          .delete(contactInquiries)
          .where(lt(contactInquiries.submittedAt, before(days.inquiryDays)))
          .returning({ id: contactInquiries.id })
      ).length,
      mails: (
        await tx
          .delete(mailOutbox)
          .where(and(lt(mailOutbox.createdAt, before(days.outboxDays)), ne(mailOutbox.status, 'pending')))
          .returning({ id: mailOutbox.id })
      ).length,
    };
    if (removed.contactInquiries + removed.mails > 0) {
      await audit(tx, {
        action: 'retention.purge',
        entity: 'mail',
        ip: 'server',
        at: now,
        details: { ...removed, ...days },
      });
    }
    return removed;
  });
}

/**
 * Deletes the registrations, sponsor requests and codes of events whose date is more than `days`
 * days before `now`. Returns what it removed; audited when it removed anything.
 */
export async function applyRetention(db: Database, now: Date, days: number) {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const past = await tx.select({ id: events.id }).from(events).where(lt(events.date, cutoff));
    const ids = past.map((e) => e.id);
    if (ids.length === 0)
      return { events: 0, eventRegistrations: 0, sponsorRegistrations: 0, verificationCodes: 0 };
    const removed = {
      events: ids.length,
      eventRegistrations: (
        await tx
          .delete(eventRegistrations)
          .where(inArray(eventRegistrations.eventId, ids))
          .returning({ id: eventRegistrations.id })
      ).length,
      sponsorRegistrations: (
        await tx
          .delete(sponsorRegistrations)
          .where(inArray(sponsorRegistrations.eventId, ids))
          .returning({ id: sponsorRegistrations.id })
      ).length,
      verificationCodes: (
        await tx.delete(oneTimeCodes).where(eventCodesOfEvents(ids)).returning({ id: oneTimeCodes.id })
      ).length,
    };
    if (removed.eventRegistrations + removed.sponsorRegistrations + removed.verificationCodes > 0) {
      await audit(tx, {
        action: 'retention.purge',
        entity: 'events',
        ip: 'server',
        at: now,
        details: { ...removed, days, cutoff },
      });
    }
    return removed;
  });
}

/**
 * Content entries of the audit log (`content.*`) carry the values written and the rows deleted,
 * which may name people (a testimonial's author, a speaker). Past `days` (the contact inquiries'
 * period) only what the audit screen shows is kept: the item's name as written or deleted, and the
 * revision restored; the entry itself stays, who, what, when and from where.
 */
export async function applyAuditRetention(db: Database, now: Date, days: number) {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  // The fields that name an item of any content type (audit-subjects.ts reads the same ones).
  const name = (field: string) =>
    sql`coalesce(${auditLog.details}->'deleted'->${field}, ${auditLog.details}->'values'->${field})`;
  const trimmed = await db
    .update(auditLog)
    .set({
      details: sql`jsonb_strip_nulls(jsonb_build_object(
        'trimmed', true,
        'revision', ${auditLog.details}->'revision',
        'values', jsonb_strip_nulls(jsonb_build_object(
          'name', ${name('name')}, 'eventName', ${name('eventName')}, 'title', ${name('title')}
        ))
      ))`,
    })
    .where(
      and(
        like(auditLog.action, 'content.%'),
        lt(auditLog.at, cutoff),
        sql`${auditLog.details} is not null`,
        sql`${auditLog.details}->'trimmed' is null`,
      ),
    )
    .returning({ id: auditLog.id });
  if (trimmed.length > 0) {
    await audit(db, {
      action: 'retention.purge',
      entity: 'audit_log',
      ip: 'server',
      at: now,
      details: { contentEntries: trimmed.length, days },
    });
  }
  return { contentEntries: trimmed.length };
}
