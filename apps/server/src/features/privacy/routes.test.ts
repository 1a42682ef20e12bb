import { PRIVACY_TEXTS } from '@authority/shared/privacy';
import { eq, like } from 'drizzle-orm';
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
  await createEventRegistration(t.db, { eventId: event.id, email: PERSON, fullName: 'Layla' });
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
    expect(data.mails).toHaveLength(1);
    expect(res.body).not.toContain('secret-hash');
    expect(res.body).not.toContain(OTHER);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'personal-data.export'));
    expect(entry).toMatchObject({ actorUserId: root.id, entityId: PERSON });
  });

  it('erases it, leaves everyone else’s, and audits how much without what', async () => {
    const res = await call('DELETE', PERSON);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: PRIVACY_TEXTS.erased(5),
      erased: {
        eventRegistrations: 1,
        sponsorRegistrations: 1,
        contactInquiries: 1,
        verificationCodes: 1,
        mails: 1,
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
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'retention.purge'));
    expect(entry?.details).toMatchObject({ days: 30 });
  });
});
