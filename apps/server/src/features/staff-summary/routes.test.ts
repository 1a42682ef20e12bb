import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContactInquiry,
  createEvent,
  createEventRegistration,
  createNews,
  createSponsorRegistration,
} from '../../db/factories.js';
import { mailOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

const URL = '/api/v1/admin/staff-summary';
const HOUR = 3_600_000;
const T0 = new Date('2026-05-01T08:00:00Z');
let clock = T0;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock });
});
afterAll(() => t.close());

describe('GET /staff-summary', () => {
  it('counts open inquiries, registrations since the previous sign-in, untranslated items and unsent mail', async () => {
    const anna = await createStaff(t, { firstName: 'Anna', lastName: 'Karim' });
    // The visit before this one.
    await signIn(t, anna);
    const event = await createEvent(t.db);
    await createEventRegistration(t.db, { eventId: event.id, createdAt: new Date(T0.getTime() - HOUR) });
    await createEventRegistration(t.db, { eventId: event.id, createdAt: new Date(T0.getTime() + HOUR) });
    await createSponsorRegistration(t.db, { eventId: event.id, createdAt: new Date(T0.getTime() + HOUR) });
    await createContactInquiry(t.db, { subject: 'Open one' });
    await createContactInquiry(t.db, { subject: 'Open two' });
    await createContactInquiry(t.db, {
      subject: 'Answered',
      handledAt: new Date(T0.getTime() + HOUR),
      status: 'answered',
    });
    await createNews(t.db, {
      name: 'Translated',
      description: 'Both languages.',
      translations: { ar: { name: 'مترجم', description: 'باللغتين.' } },
    });
    await createNews(t.db, {
      name: 'Half translated',
      description: 'Only the title in Arabic.',
      translations: { ar: { name: 'نصف مترجم' } },
    });
    // Not shown to visitors yet: a draft, and an item scheduled for after the summary is read.
    const arabic = { translations: { ar: { name: 'خبر', description: 'وصف.' } } };
    await createNews(t.db, { ...arabic, name: 'Draft', isPublished: false });
    await createNews(t.db, { ...arabic, name: 'Scheduled', publishAt: new Date(T0.getTime() + 3 * HOUR) });
    await createNews(t.db, { ...arabic, name: 'Was scheduled', publishAt: new Date(T0.getTime() + HOUR) });
    const base = { to: 'someone@example.org', subject: 'S', text: 'T', kind: 'contact-inquiry' };
    await t.db.insert(mailOutbox).values([
      { ...base, status: 'pending' },
      { ...base, status: 'failed' },
      { ...base, status: 'sent', sentAt: T0 },
    ]);

    clock = new Date(T0.getTime() + 2 * HOUR);
    const token = await signIn(t, anna);
    const res = await t.app.inject({ method: 'GET', url: URL, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      newInquiries: 2,
      registrationsSinceLastVisit: 2,
      lastVisitAt: T0.toISOString(),
      outbox: 2,
    });
    // The event made above has no Arabic name either.
    expect(body.untranslated.byType).toMatchObject({ news: 1, events: 1, comments: 0 });
    expect(body.untranslated.total).toBe(2);
    expect(body.unpublished.byType).toMatchObject({ news: 2, events: 0 });
    expect(body.unpublished.total).toBe(2);
  });

  it('counts from the account’s creation on a first visit, and needs a signed-in account', async () => {
    const first = await createStaff(t);
    const res = await t.app.inject({ method: 'GET', url: URL, headers: bearer(await signIn(t, first)) });
    expect(res.statusCode).toBe(200);
    expect(res.json().lastVisitAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
