/**
 * Bidirectional controls (U+202A–U+202E, U+2066–U+2069): refused where a value names someone or
 * something (names, e-mail addresses, phone numbers, companies), with a field error in the page's
 * language; kept in free text, which staff see with each control marked, in the CSV and in the
 * department's mail.
 */

import { CONTACT_TEXTS } from '@authority/shared/contact';
import { EVENT_FORM_TEXTS, FIELD_LABELS } from '@authority/shared/event-forms';
import { CONTACT_AR } from '@authority/shared/i18n/contact-ar';
import { FORMS_AR } from '@authority/shared/i18n/forms-ar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventRegistration, type EventRow } from '../../db/factories.js';
import { contactInquiries, eventRegistrations, mailOutbox, sponsorRegistrations } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';
import { registrationPayload, sponsorPayload } from '../../test/visitor-payloads.js';

const API = '/api/v1/admin';
const RLO = '\u202E';
let t: TestApp;
let event: EventRow;

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `${API}${url}`, payload });

const contact = (fields: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>) => ({
  name: 'Ali',
  email: 'ali@example.org',
  subject: 'A question',
  department: 'General Inquiry',
  message: 'Hello.',
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp();
  event = await createEvent(t.db, { eventName: 'Direction Day', isActive: true });
});
afterAll(() => t.close());

describe('direction controls where a value names someone', () => {
  it.each([
    ['name', { name: `Ali${RLO}fdp.exe` }],
    ['email', { email: `ali${RLO}@example.org` }],
    ['name', { name: 'Ali\u2066x\u2069' }],
  ] as const)('the contact form refuses them in the %s, in English and in Arabic', async (field, fields) => {
    for (const [lang, message] of [
      ['', CONTACT_TEXTS.directionControl],
      ['?lang=ar', CONTACT_AR.directionControl],
    ] as const) {
      const res = await post(`/email/send${lang}`, contact(fields));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
    }
    expect(await t.db.select().from(contactInquiries)).toEqual([]);
  });

  it.each([
    ['fullName', { FullName: `Zainab${RLO}fdp.exe` }],
    ['phoneNumber', { PhoneNumber: `770${RLO}1234567` }],
    ['city', { City: `Basra\u202B` }],
    ['jobTitle', { JobTitle: `Doctor\u2067` }],
  ] as const)(
    'the stand form refuses them in the %s, with the field named, in both languages',
    async (field, change) => {
      const payload = { ...registrationPayload('zainab@example.org', '123456'), ...change };
      const english = await post(`/Events/${event.id}/submit`, payload);
      expect(english.statusCode).toBe(400);
      expect(english.json().errors[field]).toEqual([EVENT_FORM_TEXTS.directionControl(FIELD_LABELS[field])]);
      const arabic = await post(`/Events/${event.id}/submit?lang=ar`, payload);
      expect(arabic.statusCode).toBe(400);
      expect(arabic.json().errors[field]).toEqual([
        FORMS_AR.form.directionControl(FORMS_AR.fieldLabels[field]),
      ]);
      expect(
        await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id)),
      ).toEqual([]);
    },
  );

  it('the sponsor form refuses them in the company, and the send-code call in the address', async () => {
    const payload = { ...sponsorPayload('zainab@example.org', '123456'), Company: `Tigris${RLO}` };
    const res = await post(`/events/${event.id}/sponsor/submit`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.company).toEqual([EVENT_FORM_TEXTS.directionControl(FIELD_LABELS.company)]);
    expect(await t.db.select().from(sponsorRegistrations)).toEqual([]);
    const code = await post(`/Events/${event.id}/send-code`, { Email: `a${RLO}b@example.org` });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe(EVENT_FORM_TEXTS.directionControl(FIELD_LABELS.email));
  });
});

describe('direction controls in free text', () => {
  it('keeps them in a contact message, and the department’s mail shows each one marked', async () => {
    const res = await post(
      '/email/send',
      contact({ subject: `Fees ${RLO}tluser`, message: `See${RLO}txt.exe` }),
    );
    expect(res.statusCode).toBe(200);
    const [stored] = await t.db.select().from(contactInquiries);
    expect(stored?.message).toBe(`See${RLO}txt.exe`);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-inquiry'));
    expect(mail?.subject).toBe('[General Inquiry] Fees ⟨U+202E⟩tluser');
    expect(mail?.text).toContain('See⟨U+202E⟩txt.exe');
    expect(mail?.text).not.toContain(RLO);
    expect(mail?.html).not.toContain(RLO);
  });

  it('keeps them in a registration’s notes, and the CSV shows each one marked', async () => {
    await createEventRegistration(t.db, { eventId: event.id, notes: `Arriving${RLO}late` });
    const root = await createStaff(t, { role: 'SuperAdmin' });
    const csv = await t.app.inject({
      method: 'GET',
      url: `${API}/events/${event.id}/registrations.csv`,
      headers: bearer(await signIn(t, root)),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Arriving⟨U+202E⟩late');
    expect(csv.body).not.toContain(RLO);
  });
});
