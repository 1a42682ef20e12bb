import { PRIVACY_TEXTS } from '@authority/shared/privacy';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContactInquiry,
  createEvent,
  createEventRegistration,
  createSponsorRegistration,
  isoDay,
} from '../../db/factories.js';
import {
  auditLog,
  contactInquiries,
  eventRegistrations,
  mailOutbox,
  oneTimeCodes,
  sponsorRegistrations,
} from '../../db/schema.js';
import { codeTargets } from '../../lib/one-time-codes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';
import { runRetention } from './retention-job.js';
import { applyRetention } from './service.js';

let t: TestApp;
let root: TestStaff;
let token: string;
const PERSON = 'layla@example.org';
const OTHER = 'omar@example.org';
let radiologyDay: number;

beforeAll(async () => {
  t = await createTestApp();
  root = await createStaff(t, { role: 'SuperAdmin' });
  token = await signIn(t, root);
  const event = await createEvent(t.db, { eventName: 'Radiology Day' });
  await createEventRegistration(t.db, {
    eventId: event.id,
    email: PERSON,
    fullName: 'Layla',
    bookingTokenHash: 'booking-link-hash',
    ticketHash: 'ticket-secret-hash',
    shortCode: 'LAYLA234',
  });
  await createEventRegistration(t.db, { eventId: event.id, email: OTHER });
  await createSponsorRegistration(t.db, { eventId: event.id, email: PERSON });
  await createContactInquiry(t.db, { email: PERSON, subject: 'My results' });
  await createContactInquiry(t.db, { email: OTHER });
  await t.db.insert(oneTimeCodes).values({
    target: codeTargets.eventEmail(event.id, PERSON),
    purpose: 'registration',
    codeHash: 'secret-hash',
    expiresAt: new Date(),
  });
  await t.db.insert(oneTimeCodes).values({
    target: codeTargets.eventEmail(event.id, OTHER),
    purpose: 'sponsor',
    codeHash: 'other-hash',
    expiresAt: new Date(),
  });
  radiologyDay = event.id;
  await t.app.mailer.queue({
    to: 'Layla@Example.org',
    subject: 'Your code',
    text: '123456',
    kind: 'verification-code',
  });
  // A contact inquiry's mail goes to a department and replies to the visitor: it is about them too.
  await t.app.mailer.queue({
    to: 'desk@amanah-health.example',
    replyTo: PERSON,
    subject: '[General Inquiry] My results',
    text: 'Please call me back.',
    kind: 'contact-inquiry',
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'DELETE', email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/personal-data/${method === 'GET' ? 'export' : 'erase'}`,
    headers: bearer(token),
    payload: { email },
  });

describe('personal data', () => {
  it('exports everything stored about one address, never a code, and audits it', async () => {
    const res = await call('GET', 'LAYLA@example.org');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('personal-data-layla@example.org.json');
    const data = res.json();
    expect(data.eventRegistrations).toHaveLength(1);
    expect(data.eventRegistrations[0]).toMatchObject({ fullName: 'Layla', eventName: 'Radiology Day' });
    expect(data.sponsorRegistrations).toHaveLength(1);
    expect(data.contactInquiries.map((i: { subject: string }) => i.subject)).toEqual(['My results']);
    expect(data.verificationCodes).toEqual([
      expect.objectContaining({ eventId: radiologyDay, purpose: 'registration', attempts: 0 }),
    ]);
    expect(data.mails.map((m: { kind: string }) => m.kind).sort()).toEqual([
      'contact-inquiry',
      'verification-code',
    ]);
    expect(res.body).not.toContain('secret-hash');
    // A booking's link and ticket are secrets: their hashes stay out; its printed short code is in.
    expect(res.body).not.toContain('booking-link-hash');
    expect(data.eventRegistrations[0]).not.toHaveProperty('ticketHash');
    expect(data.eventRegistrations[0]).not.toHaveProperty('bookingTokenHash');
    expect(data.eventRegistrations[0]).toMatchObject({ shortCode: 'LAYLA234' });
    expect(res.body).not.toContain(OTHER);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'personal-data.export'));
    expect(entry).toMatchObject({ actorUserId: root.id, entityId: PERSON });
  });

  it('erases it, leaves everyone else’s, and audits how much without what', async () => {
    const res = await call('DELETE', PERSON);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: PRIVACY_TEXTS.erased(6),
      erased: {
        eventRegistrations: 1,
        sponsorRegistrations: 1,
        contactInquiries: 1,
        verificationCodes: 1,
        mails: 2,
        // After the event (decision 046): none here; features/certificates/certificates.test.ts has some.
        evaluations: 0,
        certificates: 0,
      },
    });
    expect(await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, PERSON))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(sponsorRegistrations).where(eq(sponsorRegistrations.email, PERSON)),
    ).toEqual([]);
    expect(await t.db.select().from(contactInquiries).where(eq(contactInquiries.email, PERSON))).toEqual([]);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    expect(
      await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, OTHER)),
    ).toHaveLength(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'personal-data.erase'));
    expect(JSON.stringify(entry?.details)).not.toContain('Layla');
    expect((await call('DELETE', PERSON)).json().message).toBe(PRIVACY_TEXTS.nothingFound);
  });

  it('takes the address only in the body, never in a URL that logs and proxies keep', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/admin/personal-data?email=${encodeURIComponent(OTHER)}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(404);
    }
    expect(
      await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, OTHER)),
    ).toHaveLength(1);
  });

  it('refuses an address that is not one', async () => {
    expect((await call('GET', 'not-an-address')).statusCode).toBe(400);
  });
});

describe('audit log', () => {
  it('lists who did what when, newest first, filterable by action and actor', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log', headers: bearer(token) });
    expect(all.statusCode).toBe(200);
    expect(all.json().items[0]).toMatchObject({ action: expect.any(String), at: expect.any(String) });
    const erasures = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log?action=personal-data&actor=${encodeURIComponent(root.email)}`,
      headers: bearer(token),
    });
    expect(
      erasures
        .json()
        .items.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['personal-data.erase', 'personal-data.erase', 'personal-data.export']);
  });

  it('names who did it and the item, as it is now or as it was when deleted ', async () => {
    const anna = await createStaff(t, { firstName: 'Anna', lastName: 'Karim' });
    const annaToken = await signIn(t, anna);
    const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1/admin${url}`,
        headers: bearer(annaToken),
        ...(payload ? { payload } : {}),
      });
    const item = {
      name: 'Visiting hours on adult wards',
      description: 'From 2 pm.',
      isBanner: false,
      isNews: true,
    };
    const kept = (await write('POST', '/news', item)).json();
    expect(kept.id).toEqual(expect.any(Number));
    await write('PUT', `/news/${kept.id}`, { ...item, name: 'Visiting hours on all wards' });
    const gone = (await write('POST', '/news', { ...item, name: 'Flu clinic moves' })).json();
    expect((await write('DELETE', `/news/${gone.id}`)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log?action=content&actor=${encodeURIComponent(anna.email)}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json().items as { action: string; actorName: string; subject: unknown }[];
    const goneItem = { contentKey: 'news', id: String(gone.id), name: 'Flu clinic moves', exists: false };
    const keptItem = {
      contentKey: 'news',
      id: String(kept.id),
      name: 'Visiting hours on all wards',
      exists: true,
    };
    expect(entries.map((entry) => [entry.action, entry.actorName, entry.subject])).toEqual([
      ['content.delete', 'Anna Karim', goneItem],
      ['content.create', 'Anna Karim', goneItem],
      ['content.update', 'Anna Karim', keptItem],
      ['content.create', 'Anna Karim', keptItem],
    ]);

    const people = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log/people',
      headers: bearer(token),
    });
    expect(people.statusCode).toBe(200);
    expect(people.json()).toContainEqual({ email: anna.email, name: 'Anna Karim' });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log/people',
      headers: bearer(annaToken),
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('retention of inquiries and mail', () => {
  const DAY = 86_400_000;
  const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

  it('deletes inquiries and sent mail older than the settings say (365 and 30 days unless changed)', async () => {
    const old = await createContactInquiry(t.db, { subject: 'Old question' });
    const recent = await createContactInquiry(t.db, { subject: 'Recent question' });
    await t.db
      .update(contactInquiries)
      .set({ submittedAt: daysAgo(366) })
      .where(eq(contactInquiries.id, old.id));
    await t.db
      .update(contactInquiries)
      .set({ submittedAt: daysAgo(20) })
      .where(eq(contactInquiries.id, recent.id));
    const mail = (kind: string, status: 'sent' | 'pending', age: number) =>
      t.db
        .insert(mailOutbox)
        .values({ to: 'x@example.org', subject: '', text: '', kind, status, createdAt: daysAgo(age) })
        .returning({ id: mailOutbox.id });
    await mail('old-sent', 'sent', 31);
    await mail('old-waiting', 'pending', 31);
    await mail('recent-sent', 'sent', 5);

    expect((await runRetention(t.app)).inquiriesAndOutbox).toEqual({ contactInquiries: 1, mails: 1 });
    const kinds = (await t.db.select({ kind: mailOutbox.kind }).from(mailOutbox)).map((m) => m.kind);
    expect(kinds).toContain('recent-sent');
    expect(kinds).toContain('old-waiting');
    expect(kinds).not.toContain('old-sent');
    const subjects = (await t.db.select().from(contactInquiries)).map((i) => i.subject);
    expect(subjects).toContain('Recent question');
    expect(subjects).not.toContain('Old question');

    // A SuperAdmin shortens both periods in the settings; the next pass uses them.
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/full', headers: bearer(token) })
    ).json();
    expect(settings.retention).toEqual({ inquiryDays: 365, outboxDays: 30 });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: bearer(token),
      payload: { ...settings, retention: { inquiryDays: 10, outboxDays: 1 } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await runRetention(t.app)).inquiriesAndOutbox).toEqual({ contactInquiries: 1, mails: 1 });
    const publicSettings = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings' })).json();
    // The privacy notice tells visitors the periods; the rest of the internal settings stay internal.
    expect(publicSettings.retention).toEqual({ inquiryDays: 10, outboxDays: 1 });
    expect(publicSettings).not.toHaveProperty('departmentEmails');
    expect(publicSettings).not.toHaveProperty('signIn');
  });
});

describe('retention', () => {
  it('deletes the submissions of events dated longer ago than the setting, and nothing newer', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const old = await createEvent(t.db, { date: isoDay(-40, now) });
    const recent = await createEvent(t.db, { date: isoDay(-10, now) });
    await createEventRegistration(t.db, { eventId: old.id });
    await createSponsorRegistration(t.db, { eventId: old.id });
    await createEventRegistration(t.db, { eventId: recent.id });
    for (const event of [old, recent]) {
      await t.db.insert(oneTimeCodes).values({
        target: codeTargets.eventEmail(event.id, 'someone@example.org'),
        purpose: 'registration',
        codeHash: 'hash',
        expiresAt: now,
      });
    }

    const removed = await applyRetention(t.db, now, 30);
    expect(removed).toMatchObject({ eventRegistrations: 1, sponsorRegistrations: 1, verificationCodes: 1 });
    expect(
      await t.db
        .select({ target: oneTimeCodes.target })
        .from(oneTimeCodes)
        .where(like(oneTimeCodes.target, '%:someone@example.org')),
    ).toEqual([{ target: codeTargets.eventEmail(recent.id, 'someone@example.org') }]);
    expect(
      await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, old.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, recent.id)),
    ).toHaveLength(1);

    // Twenty days later the recent event's submissions go too.
    const later = await applyRetention(t.db, new Date(now.getTime() + 21 * 86_400_000), 30);
    expect(later.eventRegistrations).toBe(1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.purge'), eq(auditLog.entity, 'events')));
    expect(entry?.details).toMatchObject({ days: 30 });
  });
});
