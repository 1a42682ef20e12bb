/**
 * A form sent from an Arabic page (the web app sends the page's language as Accept-Language) is
 * answered in Arabic: field messages, refusals, confirmations and both mails (docs/I18N.md 'Visitors').
 * English stays exactly as SPEC writes it (routes.test.ts).
 */
import { CONTACT_AR } from '@authority/shared/i18n/contact-ar';
import { FORMS_AR } from '@authority/shared/i18n/forms-ar';
import { PUBLIC_AR } from '@authority/shared/i18n/public-ar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, type EventRow } from '../../db/factories.js';
import { contactInquiries, eventRegistrations } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { type Mailbox, startMailbox } from '../../test/mailbox.js';

const API = '/api/v1/admin';
const ARABIC = { 'accept-language': 'ar' };
/** An Arabic page names its language in the call (`?lang=ar`): SPEC's calls ignore Accept-Language. */
let t: TestApp;
let mailbox: Mailbox;
let event: EventRow;
const clock = manualClock('2026-11-22T08:00:00Z');

const post = (url: string, payload: object, lang = 'ar') =>
  t.app.inject({
    method: 'POST',
    url: `${API}${url}${lang ? `?lang=${lang}` : ''}`,
    payload,
    headers: ARABIC,
  });

/** Western digits as Arabic-Indic ones, as an Arabic keyboard types them. */
const eastern = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url }, clock: clock.now });
  event = await createEvent(t.db, {
    eventName: 'Cardiology Update 2026',
    isActive: true,
    location: 'Riverbend Hall',
    date: '2026-12-05',
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('an event form from an Arabic page', () => {
  it('is checked with Arabic messages, one field at a time as in English', async () => {
    const res = await post(`/Events/${event.id}/send-code`, { Email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: FORMS_AR.form.emailFirst,
      errors: { email: [FORMS_AR.form.emailFirst] },
    });

    const invalid = await post(`/Events/${event.id}/send-code`, { Email: 'not-an-address' });
    expect(invalid.json().message).toBe(FORMS_AR.form.invalidEmailText);
  });

  it('sends the code in an Arabic mail, registers with Arabic-Indic digits, and confirms in Arabic', async () => {
    const email = 'layla@example.org';
    const sent = await post(`/Events/${event.id}/send-code`, { Email: email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: FORMS_AR.form.codeSentTo('l***@example.org'),
      to: 'l***@example.org',
    });
    const codeMail = await mailbox.waitFor(email, 0);
    expect(codeMail.subject).toMatch(/^رمز التحقق: \d{6}$/);
    expect(codeMail.html).toContain('<html lang="ar" dir="rtl">');
    expect(codeMail.text).toContain('«Cardiology Update 2026»');
    const code = codeMail.subject.match(/\d{6}/)?.[0] ?? '';

    // A second code within 120 s is refused in Arabic.
    const again = await post(`/Events/${event.id}/send-code`, { Email: email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(FORMS_AR.form.cooldown(120));

    const wrong = await post(`/Events/${event.id}/submit`, registration(email, eastern('000000')));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: FORMS_AR.form.codeInvalid,
      errors: { verificationCode: [FORMS_AR.form.codeInvalid] },
    });

    const saved = await post(`/Events/${event.id}/submit`, registration(email, eastern(code)));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(FORMS_AR.form.registrationSaved);
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
    // Stored with Western digits, whatever digits were typed.
    // Stored with the language of the page it came from.
    expect(row).toMatchObject({ phoneNumber: '7701234567', fullName: 'ليلى حسن', locale: 'ar' });

    await t.app.mailer.flush();
    const confirmation = await mailbox.waitFor(email, 1);
    expect(confirmation.subject).toBe('تسلّمنا تسجيلك في Cardiology Update 2026');
    expect(confirmation.html).toContain('dir="rtl"');
    expect(confirmation.text).toContain('السبت 5 ديسمبر 2026');
  });

  it('names a missing field in Arabic, and says a missing event in Arabic', async () => {
    const { FullName: _, ...withoutName } = registration('omar@example.org', '123456');
    const missing = await post(`/Events/${event.id}/submit`, withoutName);
    expect(missing.json().errors.fullName).toEqual([
      FORMS_AR.form.missingFieldText(FORMS_AR.fieldLabels.fullName),
    ]);

    const gone = await post('/Events/999999/send-code', { Email: 'omar@example.org' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: PUBLIC_AR.http.notFound });
  });

  it('stays English without ?lang whatever Accept-Language says, and with ?lang=en', async () => {
    const english = await post(`/Events/${event.id}/send-code`, { Email: '' }, '');
    expect(english.json().message).toBe('Please enter your email first.');
    const asked = await t.app.inject({
      method: 'POST',
      url: `${API}/Events/${event.id}/send-code?lang=en`,
      payload: { Email: '' },
      headers: ARABIC,
    });
    expect(asked.json().message).toBe('Please enter your email first.');
  });
});

describe('the contact form from an Arabic page', () => {
  it('answers its checks and its confirmation in Arabic', async () => {
    const bad = await post('/email/send', {
      name: '',
      email: 'a@b.co',
      subject: 's',
      department: 'General Inquiry',
      message: 'm',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CONTACT_AR.nameRequired);

    const sent = await post('/email/send', {
      name: 'نور',
      email: 'noor@example.org',
      subject: 'موعد',
      department: 'Appointment Scheduling',
      message: 'أرغب في حجز موعد.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: CONTACT_AR.success });
    const stored = await t.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, 'noor@example.org'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.locale).toBe('ar');
  });
});

function registration(email: string, code: string) {
  return {
    Title: 'Dr.',
    FullName: 'ليلى حسن',
    Gender: 'Female',
    CountryCode: '+964',
    PhoneNumber: eastern('770 123 4567'),
    Country: 'Iraq',
    City: 'البصرة',
    JobTitle: 'طبيبة قلب',
    Email: email,
    VerificationCode: code,
    Notes: '',
    IsWorkshop: false,
    WorkShop: 'N/A',
  };
}
