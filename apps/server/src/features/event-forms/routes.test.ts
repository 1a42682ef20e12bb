import { EVENT_FORM_TEXTS } from '@authority/shared/event-forms';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, type EventRow } from '../../db/factories.js';
import { eventRegistrations, mailOutbox, oneTimeCodes, sponsorRegistrations } from '../../db/schema.js';
import { codeTargets } from '../../lib/one-time-codes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { type Mailbox, startMailbox } from '../../test/mailbox.js';
import { registrationPayload, sponsorPayload } from '../../test/visitor-payloads.js';

const API = '/api/v1/admin';
let t: TestApp;
let mailbox: Mailbox;
let active: EventRow;
let inactive: EventRow;
const clock = manualClock('2026-11-22T08:00:00Z');
const advance = clock.advance;
let counter = 0;
const newEmail = () => `visitor${++counter}@example.org`;

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object });

const registration = (email: string, code: string) =>
  registrationPayload(email, code, { notes: 'Arriving on the first day.' });
const sponsor = sponsorPayload;

/** Asks for a code and reads it from the mail that arrived at the SMTP server. */
async function codeFor(
  email: string,
  kind: 'registration' | 'sponsor' = 'registration',
  eventId = active.id,
) {
  const before = mailbox.to(email).length;
  const url =
    kind === 'registration' ? `/Events/${eventId}/send-code` : `/events/${eventId}/sponsor/send-code`;
  const res = await post(url, kind === 'registration' ? { Email: email } : { email });
  expect(res.statusCode).toBe(200);
  const mail = await mailbox.waitFor(email, before);
  const code = mail.subject.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no code in ${mail.subject}`);
  return { code, res, mail };
}

/** The stored codes of an address for the active event. */
const storedCodes = (email: string) =>
  t.db
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.target, codeTargets.eventEmail(active.id, email)));

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url }, clock: clock.now });
  active = await createEvent(t.db, {
    eventName: 'Cardiology Update 2026',
    isActive: true,
    location: 'Riverbend Hall',
  });
  inactive = await createEvent(t.db, { eventName: 'Closed Symposium', isActive: false });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('send-code', () => {
  it('mails a 6-digit code that says what it is for, stored only hashed, and answers { message, to }', async () => {
    const email = newEmail();
    const { code, res, mail } = await codeFor(email);
    expect(res.json()).toEqual({
      message: EVENT_FORM_TEXTS.codeSentTo('v***@example.org'),
      to: 'v***@example.org',
    });
    expect(mail.text).toContain('register for “Cardiology Update 2026”');
    expect(mail.html).toContain(code);
    const [row] = await storedCodes(email);
    expect(row).toMatchObject({
      target: codeTargets.eventEmail(active.id, email),
      purpose: 'registration',
      attempts: 0,
      consumedAt: null,
    });
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 10 * 60_000);
  });

  it('adds the messageId for the sponsor call, and says the code is for sponsoring', async () => {
    const { res, mail } = await codeFor(newEmail(), 'sponsor');
    expect(res.json()).toEqual({
      message: expect.any(String),
      to: 'v***@example.org',
      messageId: expect.stringMatching(/.+@.+/),
    });
    expect(mail.text).toContain('apply to sponsor');
  });

  it('answers 404 for an unknown event and 409 for an inactive one', async () => {
    expect((await post('/Events/999999/send-code', { Email: newEmail() })).statusCode).toBe(404);
    const closed = await post(`/Events/${inactive.id}/send-code`, { Email: newEmail() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: 'This event is currently not accepting submissions.' });
  });

  it('refuses an empty or invalid e-mail with the SPEC texts', async () => {
    expect((await post(`/Events/${active.id}/send-code`, { Email: '' })).json().message).toBe(
      EVENT_FORM_TEXTS.emailFirst,
    );
    expect((await post(`/Events/${active.id}/send-code`, { Email: 'nope' })).json().message).toBe(
      EVENT_FORM_TEXTS.invalidEmailText,
    );
  });

  it('refuses a new code within 120 s with 429, then allows it', async () => {
    const email = newEmail();
    await codeFor(email);
    advance(119_000);
    const early = await post(`/Events/${active.id}/send-code`, { Email: email });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: EVENT_FORM_TEXTS.cooldown(1) });
    // The form counts the rest down from this, instead of saying 'Too many requests'.
    expect(early.headers['retry-after']).toBe('1');
    advance(1_000);
    await codeFor(email);
  });

  it('caps codes per e-mail an hour', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      await codeFor(email);
      advance(121_000);
    }
    const capped = await post(`/Events/${active.id}/send-code`, { Email: email });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ message: EVENT_FORM_TEXTS.codeHourlyCap });
    advance(3_600_000);
    await codeFor(email);
  });

  it('says so when the mail cannot be sent, keeps no live code, and allows a retry at once', async () => {
    const email = newEmail();
    mailbox.refuse = true;
    const res = await post(`/Events/${active.id}/send-code`, { Email: email });
    mailbox.refuse = false;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: EVENT_FORM_TEXTS.codeNotDelivered });
    const [outbox] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(outbox?.status).toBe('failed');
    await codeFor(email);
  });
});

describe('submit a registration', () => {
  it('stores the registration as sent, consumes the code, answers { message, id }, and confirms by mail', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    const res = await post(`/Events/${active.id}/submit`, registration(email.toUpperCase(), code));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Booked: the event has no capacity (decision 018's waiting list is places.test.ts).
    expect(body).toEqual({
      message: EVENT_FORM_TEXTS.registrationSaved,
      id: expect.any(Number),
      status: 'booked',
      bookingToken: expect.any(String),
      ticket: { shortCode: expect.any(String), qr: expect.stringMatching(/^data:image\/svg\+xml/) },
    });
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, body.id));
    expect(row).toMatchObject({
      eventId: active.id,
      title: 'Dr.',
      fullName: 'Zainab Al-Amin',
      gender: 'Female',
      countryCode: '+964',
      phoneNumber: '7701234567',
      country: 'Iraq',
      city: 'Basra',
      jobTitle: 'Cardiologist',
      email,
      notes: 'Arriving on the first day.',
      isWorkshop: false,
      workShop: 'N/A',
    });
    const [codeRow] = await storedCodes(email);
    expect(codeRow?.consumedAt).not.toBeNull();

    await t.app.mailer.flush();
    const confirmation = mailbox.to(email).find((m) => m.subject.startsWith('We received'));
    expect(confirmation?.text).toContain('Cardiology Update 2026');

    // The event for the registrant's calendar, as a real iCalendar parser reads it.
    const file = confirmation?.attachments.find((a) => a.filename === 'event.ics');
    expect(file).toMatchObject({ filename: 'event.ics', contentType: 'text/calendar' });
    const vevent = new ICAL.Component(ICAL.parse(file?.content ?? '')).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT in the calendar entry');
    const entry = new ICAL.Event(vevent);
    expect(entry.summary).toBe('Cardiology Update 2026');
    expect(entry.location).toBe('Riverbend Hall');
    // On the event's day, at its time, in the site's time zone (the default setting).
    expect(entry.startDate.toString().slice(0, 10)).toBe(active.date);
    expect(entry.startDate.zone?.tzid).toBe('Asia/Baghdad');
    expect(entry.uid).toBe(`event-${active.id}@localhost`);
    expect(String(vevent.getFirstPropertyValue('url'))).toBe(
      `http://localhost:3000/event-details/${active.id}`,
    );
  });

  it('accepts Arabic-Indic digits in the code (SPEC §5)', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const res = await post(`/Events/${active.id}/submit`, registration(email, ` ${arabic} `));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a reused code', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    expect((await post(`/Events/${active.id}/submit`, registration(email, code))).statusCode).toBe(200);
    const again = await post(`/Events/${active.id}/submit`, {
      ...registration(email, code),
      FullName: 'Someone Else',
    });
    // A used code is no code: the answer says nothing about the registration that exists.
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EVENT_FORM_TEXTS.codeInvalid);
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await post(`/Events/${active.id}/submit`, registration(email, wrong));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: EVENT_FORM_TEXTS.codeInvalid,
        errors: { verificationCode: [EVENT_FORM_TEXTS.codeInvalid] },
      });
    }
    // The sixth try, even with the right code, fails.
    expect((await post(`/Events/${active.id}/submit`, registration(email, code))).statusCode).toBe(400);
    expect(await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email))).toEqual(
      [],
    );
  });

  it('counts at most 5 of 20 wrong codes sent at once, after which the right code is refused too', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(`/Events/${active.id}/submit`, registration(email, wrong))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(400));
    const [row] = await storedCodes(email);
    expect(row?.attempts).toBeLessThanOrEqual(5);
    expect((await post(`/Events/${active.id}/submit`, registration(email, code))).statusCode).toBe(400);
    expect(await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email))).toEqual(
      [],
    );
  });

  it('refuses an expired code', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    advance(10 * 60_000 + 1);
    expect((await post(`/Events/${active.id}/submit`, registration(email, code))).statusCode).toBe(400);
  });

  it('refuses a code issued for the sponsor form', async () => {
    const email = newEmail();
    const { code } = await codeFor(email, 'sponsor');
    expect((await post(`/Events/${active.id}/submit`, registration(email, code))).statusCode).toBe(400);
  });

  it('answers 409 for an inactive event and 404 for an unknown one', async () => {
    expect((await post(`/Events/${inactive.id}/submit`, registration(newEmail(), '123456'))).statusCode).toBe(
      409,
    );
    expect((await post('/Events/999999/submit', registration(newEmail(), '123456'))).statusCode).toBe(404);
  });

  it.each([
    [{ Title: 'King' }, 'title'],
    [{ Gender: 'Other' }, 'gender'],
    [{ PhoneNumber: '77O1234567' }, 'phoneNumber'],
    [{ Country: 'Atlantis' }, 'country'],
    [{ CountryCode: '+999' }, 'countryCode'],
    [{ CountryCode: '' }, 'countryCode'],
    [{ FullName: '' }, 'fullName'],
    [{ FullName: 'x'.repeat(151) }, 'fullName'],
    [{ Email: 'a@b' }, 'email'],
    [{ VerificationCode: '12345' }, 'verificationCode'],
    [{ VerificationCode: '12a456' }, 'verificationCode'],
    [{ City: { nested: true } }, 'city'],
  ])('refuses %j with a field error, storing nothing', async (change, field) => {
    const before = await t.db.select().from(eventRegistrations);
    const res = await post(`/Events/${active.id}/submit`, {
      ...registration(newEmail(), '123456'),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
    expect(await t.db.select().from(eventRegistrations)).toHaveLength(before.length);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await post(`/Events/${active.id}/submit`, {
      ...registration(newEmail(), '123456'),
      Notes: 'x'.repeat(20_000),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('SMTP down', () => {
  it('keeps a registration made while mail is down, and mails its confirmation once it is back', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    mailbox.refuse = true;
    const res = await post(`/Events/${active.id}/submit`, registration(email, code));
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();
    expect(
      await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email)),
    ).toHaveLength(1);
    const [queued] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'registration-confirmation'));
    expect(queued).toBeDefined();
    const pending = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.status, 'pending')));
    expect(pending).toHaveLength(1);

    mailbox.refuse = false;
    advance(60_000);
    await t.app.mailer.flush();
    expect(mailbox.to(email).filter((m) => m.subject.startsWith('We received'))).toHaveLength(1);
  });
});

describe('submit a sponsor request', () => {
  it('stores every sponsor field and answers { message, id }', async () => {
    const email = newEmail();
    const { code } = await codeFor(email, 'sponsor');
    const res = await post(`/events/${active.id}/sponsor/submit`, sponsor(email, code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: EVENT_FORM_TEXTS.sponsorSaved,
      id: expect.any(Number),
      status: 'booked',
      bookingToken: expect.any(String),
      ticket: { shortCode: expect.any(String), qr: expect.stringMatching(/^data:image\/svg\+xml/) },
    });
    const [row] = await t.db
      .select()
      .from(sponsorRegistrations)
      .where(and(eq(sponsorRegistrations.eventId, active.id), eq(sponsorRegistrations.email, email)));
    expect(row).toMatchObject({
      company: 'Tigris Medical Supplies',
      specialty: 'Laboratory and analytical equipment',
      website: 'https://tigris-medical.example',
      classification: 'gold',
    });
  });

  it('refuses a second request from the same e-mail for the event with 409', async () => {
    const email = newEmail();
    const first = await codeFor(email, 'sponsor');
    expect((await post(`/events/${active.id}/sponsor/submit`, sponsor(email, first.code))).statusCode).toBe(
      200,
    );
    advance(121_000);
    const second = await codeFor(email, 'sponsor');
    const res = await post(`/events/${active.id}/sponsor/submit`, sponsor(email, second.code));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EVENT_FORM_TEXTS.alreadySponsor });
  });

  it('tells a visitor with a wrong code nothing about whether the address registered or sponsors', async () => {
    // Without a valid code for the address, a registered and an unknown address answer alike, and
    // the guess costs one of the code's tries (it would otherwise be a free membership oracle).
    for (const [kind, url, body] of [
      ['registration', `/Events/${active.id}/submit`, registration],
      ['sponsor', `/events/${active.id}/sponsor/submit`, sponsor],
    ] as const) {
      const taken = newEmail();
      const first = await codeFor(taken, kind);
      expect((await post(url, body(taken, first.code))).statusCode).toBe(200);
      advance(121_000);
      const second = await codeFor(taken, kind);
      const stranger = newEmail();
      const answers = await Promise.all([
        post(url, body(taken, '000000')),
        post(url, body(stranger, '000000')),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([400, 400]);
      expect(answers[0]?.json()).toEqual(answers[1]?.json());
      const [live] = await t.db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.target, codeTargets.eventEmail(active.id, taken)),
            eq(oneTimeCodes.purpose, kind),
          ),
        );
      expect(live?.attempts).toBe(1);
      // With the address's own valid code, its owner learns it is already registered.
      const res = await post(url, body(taken, second.code));
      expect(res.statusCode).toBe(409);
    }
  });

  it('takes any dial code of the list, not only the chosen country code (SPEC §3: CountryCode is its own field)', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    const res = await post(`/Events/${active.id}/submit`, {
      ...registration(email, code),
      Country: 'Iraq',
      CountryCode: '+44',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
    expect(row).toMatchObject({ country: 'Iraq', countryCode: '+44' });
  });

  it('adds https:// to a bare domain in the website', async () => {
    const email = newEmail();
    const { code } = await codeFor(email, 'sponsor');
    const res = await post(`/events/${active.id}/sponsor/submit`, {
      ...sponsor(email, code),
      Website: ' medtech.example ',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(sponsorRegistrations).where(eq(sponsorRegistrations.email, email));
    expect(row?.website).toBe('https://medtech.example');
  });

  it('says one thing per field: an empty field is only missing, never also malformed', async () => {
    const res = await post(`/events/${active.id}/sponsor/submit`, {
      ...sponsor(newEmail(), '123456'),
      Website: '',
      CountryCode: '',
      PhoneNumber: '',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.website).toEqual([EVENT_FORM_TEXTS.missingFieldText('website')]);
    expect(errors.countryCode).toEqual([EVENT_FORM_TEXTS.missingFieldText('country code')]);
    expect(errors.phoneNumber).toEqual([EVENT_FORM_TEXTS.missingFieldText('phone number')]);
  });

  it.each([
    [{ Website: 'medtech' }, 'website'],
    [{ Classification: 'diamond' }, 'classification'],
    [{ Specialty: 'Choose your specialty' }, 'specialty'],
    [{ Website: 'javascript:alert(1)' }, 'website'],
    [{ Company: '  ' }, 'company'],
  ])('refuses %j', async (change, field) => {
    const res = await post(`/events/${active.id}/sponsor/submit`, {
      ...sponsor(newEmail(), '123456'),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});
