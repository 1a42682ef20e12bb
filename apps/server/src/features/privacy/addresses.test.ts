/**
 * One address rule for storing and for finding: every address a visitor form accepts (SPEC §5's
 * simple pattern: `a!b@example.com`, `josé@example.com`, `x@例え.jp`, `a@b.c`) can be exported and
 * erased by the privacy tools, which look it up in the same stored form.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, type EventRow } from '../../db/factories.js';
import { auditLog, contactInquiries, eventRegistrations, sponsorRegistrations } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Mailbox, startMailbox } from '../../test/mailbox.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';
import { registrationPayload, sponsorPayload } from '../../test/visitor-payloads.js';

const API = '/api/v1/admin';
const ADDRESSES = ['a!b@example.com', 'josé@example.com', 'x@例え.jp', 'a@b.c'];
let t: TestApp;
let mailbox: Mailbox;
let token: string;
let event: EventRow;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers });

/** Asks for a code and reads it from the mail that arrived at the SMTP server. */
async function codeFor(email: string, kind: 'registration' | 'sponsor') {
  const before = mailbox.to(email).length;
  const url =
    kind === 'registration' ? `/Events/${event.id}/send-code` : `/events/${event.id}/sponsor/send-code`;
  const sent = await post(url, kind === 'registration' ? { Email: email } : { email });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await mailbox.waitFor(email, before);
  const code = mail.subject.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url } });
  const root = await createStaff(t, { role: 'SuperAdmin' });
  token = await signIn(t, root);
  event = await createEvent(t.db, { eventName: 'Address Day', isActive: true });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('every address a form stores, the privacy tools find', () => {
  it.each(ADDRESSES)(
    'stores %s through the contact, stand and sponsor forms, exports it and erases it',
    async (email) => {
      const contact = await post('/email/send', {
        name: 'Visitor',
        email,
        subject: 'A question',
        department: 'General Inquiry',
        message: 'Hello.',
      });
      expect(contact.statusCode, contact.body).toBe(200);
      const stand = await post(
        `/Events/${event.id}/submit`,
        registrationPayload(email, await codeFor(email, 'registration')),
      );
      expect(stand.statusCode, stand.body).toBe(200);
      const sponsor = await post(
        `/events/${event.id}/sponsor/submit`,
        sponsorPayload(email, await codeFor(email, 'sponsor')),
      );
      expect(sponsor.statusCode, sponsor.body).toBe(200);
      const stored = email.normalize('NFC').toLowerCase();
      expect(
        await t.db.select().from(contactInquiries).where(eq(contactInquiries.email, stored)),
      ).toHaveLength(1);

      // Typed again as a person would: another case, spaces around, é as e plus an accent.
      const typed = ` ${email.toUpperCase().normalize('NFD')} `;
      const exported = await post('/personal-data/export', { email: typed }, bearer(token));
      expect(exported.statusCode, exported.body).toBe(200);
      const data = exported.json();
      expect(data.email).toBe(stored);
      expect(data.contactInquiries).toHaveLength(1);
      expect(data.eventRegistrations).toHaveLength(1);
      expect(data.sponsorRegistrations).toHaveLength(1);
      expect(data.verificationCodes).toHaveLength(2);

      const erased = await post('/personal-data/erase', { email: typed }, bearer(token));
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json().erased).toMatchObject({
        contactInquiries: 1,
        eventRegistrations: 1,
        sponsorRegistrations: 1,
        verificationCodes: 2,
      });
      expect(await t.db.select().from(contactInquiries).where(eq(contactInquiries.email, stored))).toEqual(
        [],
      );
      expect(
        await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, stored)),
      ).toEqual([]);
      expect(
        await t.db.select().from(sponsorRegistrations).where(eq(sponsorRegistrations.email, stored)),
      ).toEqual([]);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'personal-data.erase'), eq(auditLog.entityId, stored)));
      expect(entry).toBeDefined();
    },
  );

  it('refuses what no form stores, with the forms’ message', async () => {
    for (const email of ['not-an-address', 'a@b', 'x<a@b.c>', 'a\u202Eb@example.com']) {
      const res = await post('/personal-data/export', { email }, bearer(token));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toEqual(['Please enter a valid email address.']);
    }
  });
});
