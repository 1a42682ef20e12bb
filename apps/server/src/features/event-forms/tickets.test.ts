/**
 * From registration to the door (decision 038): the ticket in the mail (its QR read back by a QR
 * decoder), the booking page and its cancel, check-in (parallel scans, offline scans, every
 * answer), and the calendar feed read by ical.js.
 */
import { createHash } from 'node:crypto';
import { BOOKING_TEXTS, TICKET_CODE_ALPHABET } from '@authority/shared/tickets';
import { and, asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventRegistration } from '../../db/factories.js';
import { auditLog, eventRegistrations, events, mailOutbox, sponsorRegistrations } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { type Mailbox, startMailbox } from '../../test/mailbox.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';
import { registrationPayload, sponsorPayload } from '../../test/visitor-payloads.js';

const API = '/api/v1/admin';
let t: TestApp;
let mailbox: Mailbox;
let door: Record<string, string>;
// 11:00 in Baghdad, the site's default time zone: the event's day.
const clock = manualClock('2026-11-22T08:00:00Z');
const TODAY = '2026-11-22';
let counter = 0;
const newEmail = () => `ticket${++counter}@example.org`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload: payload as object } : {}) });

async function codeFor(email: string, eventId: number, kind: 'registration' | 'sponsor') {
  const before = mailbox.to(email).length;
  const url =
    kind === 'registration' ? `/Events/${eventId}/send-code` : `/events/${eventId}/sponsor/send-code`;
  expect((await inject('POST', url, { email })).statusCode).toBe(200);
  const mail = await mailbox.waitFor(email, before);
  const code = mail.subject.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no code in ${mail.subject}`);
  return code;
}

async function register(
  eventId: number,
  email = newEmail(),
  kind: 'registration' | 'sponsor' = 'registration',
) {
  const code = await codeFor(email, eventId, kind);
  const res =
    kind === 'registration'
      ? await inject('POST', `/Events/${eventId}/submit`, registrationPayload(email, code))
      : await inject('POST', `/events/${eventId}/sponsor/submit`, sponsorPayload(email, code));
  expect(res.statusCode).toBe(200);
  return { body: res.json(), email };
}

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));
const rowOf = async (email: string, eventId: number) =>
  (
    await t.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.email, email), eq(eventRegistrations.eventId, eventId)))
      .orderBy(asc(eventRegistrations.id))
  ).at(-1);

/** The text of the QR code in a mail's PNG attachment, as a scanner reads it. */
async function qrTextOf(base64: string) {
  const { data, info } = await sharp(Buffer.from(base64, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const bookingCall = (method: 'GET' | 'POST', path: string, token: string, lang?: 'ar') =>
  inject(method, `${path}${lang ? `?lang=${lang}` : ''}`, undefined, { 'x-booking-token': token });
const tokenIn = (text: string) => text.match(/#token=([A-Za-z0-9_-]+)/)?.[1] ?? '';

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url }, clock: clock.now });
  door = bearer(
    await signIn(t, await createStaff(t, { role: 'DoorStaff', firstName: 'Huda', lastName: 'Door' })),
  );
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('a ticket for every booking', () => {
  it('mails the booked a QR of a 160-bit secret (stored hashed), a short code and the .ics; the waiting none', async () => {
    const event = await createEvent(t.db, { eventName: 'Sepsis Day', date: TODAY, standCapacity: 1 });
    const booked = await register(event.id);
    expect(booked.body.ticket.shortCode).toMatch(new RegExp(`^[${TICKET_CODE_ALPHABET}]{8}$`));
    const row = await rowOf(booked.email, event.id);
    expect(row?.shortCode).toBe(booked.body.ticket.shortCode);

    const [mail] = (await mailsTo(booked.email)).filter((m) => m.kind === 'registration-confirmation');
    const qr = mail?.attachments?.find((a) => a.contentType === 'image/png');
    expect(qr).toMatchObject({ encoding: 'base64', cid: expect.any(String) });
    expect(mail?.html).toContain(`cid:${qr?.cid}`);
    expect(mail?.attachments?.some((a) => a.filename === 'event.ics')).toBe(true);
    const secret = await qrTextOf(qr?.content ?? '');
    // At least 128 bits: 27 base64url characters carry 162.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(row?.ticketHash).toBe(sha256(secret ?? ''));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(mail?.text).toContain(`Short code: ${row?.shortCode}`);
    expect(mail?.text).toContain('/booking#token=');

    const waiting = await register(event.id);
    const waitingRow = await rowOf(waiting.email, event.id);
    expect(waitingRow).toMatchObject({ status: 'waiting', ticketHash: null, shortCode: null });
    expect(waiting.body.ticket).toBeUndefined();
    const [waitingMail] = await mailsTo(waiting.email).then((m) =>
      m.filter((x) => x.kind === 'registration-waiting'),
    );
    expect(waitingMail?.attachments ?? []).toEqual([]);
    expect(waitingMail?.text).toContain('/booking#token=');
  });
});

describe('the booking page', () => {
  it('shows the booking, cancels it, moves the first waiting up with a ticket, mails both, audits the registrant', async () => {
    const event = await createEvent(t.db, {
      eventName: 'Stroke Forum',
      date: TODAY,
      standCapacity: 1,
      location: 'Hall B',
    });
    const booked = await register(event.id);
    clock.advance(1000);
    const waiting = await register(event.id);
    const token = booked.body.bookingToken as string;

    const res = await bookingCall('GET', '/booking', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.json()).toMatchObject({
      kind: 'registration',
      status: 'booked',
      position: null,
      event: { id: event.id, name: 'Stroke Forum', date: TODAY, location: 'Hall B' },
      ticket: { shortCode: booked.body.ticket.shortCode, qr: expect.stringMatching(/^data:image\/svg/) },
    });
    const waitingToken = tokenIn(
      (await mailsTo(waiting.email)).find((m) => m.kind === 'registration-waiting')?.text ?? '',
    );
    expect((await bookingCall('GET', '/booking', waitingToken)).json()).toMatchObject({
      status: 'waiting',
      position: 1,
      ticket: null,
    });
    const ics = await bookingCall('GET', '/booking/calendar.ics', token);
    expect(ics.statusCode).toBe(200);
    expect(new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')).not.toBeNull();

    const wrong = await bookingCall('GET', '/booking', 'x'.repeat(43), 'ar');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: BOOKING_TEXTS.ar.notFound });

    const cancel = await bookingCall('POST', '/booking/cancel', token);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: BOOKING_TEXTS.en.cancelledDone, movedUp: 1 });
    expect((await rowOf(booked.email, event.id))?.status).toBe('cancelled');
    const moved = await rowOf(waiting.email, event.id);
    expect(moved?.status).toBe('booked');
    expect(moved?.shortCode).toMatch(/^[A-Z0-9]{8}$/);
    expect((await mailsTo(booked.email)).map((m) => m.kind)).toContain('registration-cancelled');
    const movedMail = (await mailsTo(waiting.email)).find((m) => m.kind === 'registration-moved-up');
    const movedQr = movedMail?.attachments?.find((a) => a.contentType === 'image/png');
    expect(sha256((await qrTextOf(movedQr?.content ?? '')) ?? '')).toBe(moved?.ticketHash);
    expect(movedMail?.text).toContain(`Short code: ${moved?.shortCode}`);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.cancel'), eq(auditLog.entityId, String(event.id))));
    expect(entry).toMatchObject({
      actorUserId: null,
      details: { by: 'registrant', was: 'booked', movedUp: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain(booked.email);
    expect((await bookingCall('POST', '/booking/cancel', token)).statusCode).toBe(409);

    // The cancelled booking no longer holds the address: the person may book again.
    clock.advance(121_000);
    const again = await register(event.id, booked.email);
    expect(again.body.status).toBe('waiting');
  });

  it('gives a row from before booking links its link when it moves up', async () => {
    const event = await createEvent(t.db, { eventName: 'Old Rows', date: TODAY, standCapacity: 0 });
    const old = await createEventRegistration(t.db, {
      eventId: event.id,
      email: newEmail(),
      status: 'waiting',
    });
    expect(old.bookingTokenHash).toBeNull();
    await t.db.update(events).set({ standCapacity: 1 }).where(eq(events.id, event.id));
    const staff = bearer(await signIn(t, await createStaff(t)));
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    const raised = await inject('PUT', `/events/${event.id}`, { ...row, standCapacity: 2 }, staff);
    expect(raised.statusCode).toBe(200);
    const moved = (await mailsTo(old.email)).find((m) => m.kind === 'registration-moved-up');
    const token = tokenIn(moved?.text ?? '');
    const res = await bookingCall('GET', '/booking', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'booked', ticket: { shortCode: expect.any(String) } });
  });

  it('answers 410 once the event is more than 30 days past', async () => {
    const event = await createEvent(t.db, { eventName: 'Old Day', date: TODAY });
    const { body } = await register(event.id);
    expect((await bookingCall('GET', '/booking', body.bookingToken)).statusCode).toBe(200);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    // Through the 30th day after the event's day (21 November for 22 October), not on the 31st.
    await t.db.update(events).set({ date: '2026-10-23' }).where(eq(events.id, event.id));
    expect((await bookingCall('GET', '/booking', body.bookingToken)).statusCode).toBe(200);
    await t.db.update(events).set({ date: '2026-10-22' }).where(eq(events.id, event.id));
    const gone = await bookingCall('GET', '/booking', body.bookingToken);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: BOOKING_TEXTS.en.gone });
    expect((await bookingCall('POST', '/booking/cancel', body.bookingToken)).statusCode).toBe(410);
    expect(row?.id).toBe(event.id);
  });
});

describe('check-in at the door', () => {
  const scan = (eventId: number, code: string, at?: string) =>
    inject('POST', `/events/${eventId}/check-ins`, { code, ...(at ? { at } : {}) }, door);

  it('checks a ticket in by its QR, then says already checked in (when, by whom); by the short code too', async () => {
    const event = await createEvent(t.db, { eventName: 'Door Day', date: TODAY });
    const { email } = await register(event.id);
    const mail = (await mailsTo(email)).find((m) => m.kind === 'registration-confirmation');
    const secret = (await qrTextOf(mail?.attachments?.find((a) => a.cid)?.content ?? '')) ?? '';

    const first = await scan(event.id, secret);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      result: 'checked-in',
      name: 'Zainab Al-Amin',
      at: clock.now().toISOString(),
      by: 'Huda Door',
      kind: 'registration',
      classification: null,
    });
    expect(await rowOf(email, event.id)).toMatchObject({
      attendedAt: clock.now(),
      attendedByName: 'Huda Door',
    });
    const row = await rowOf(email, event.id);
    clock.advance(5_000);
    expect((await scan(event.id, row?.shortCode?.toLowerCase() ?? '')).json()).toMatchObject({
      result: 'already-checked-in',
      by: 'Huda Door',
      at: row?.attendedAt?.toISOString(),
    });

    // Undo within the minute, then it checks in again.
    expect(
      (await inject('POST', `/events/${event.id}/check-ins/undo`, { code: secret }, door)).statusCode,
    ).toBe(200);
    expect((await rowOf(email, event.id))?.attendedAt).toBeNull();
    expect((await scan(event.id, secret)).json().result).toBe('checked-in');
  });

  it('gives one checked-in and the rest already-checked-in to parallel scans of one ticket', async () => {
    const event = await createEvent(t.db, { eventName: 'Rush Hour', date: TODAY });
    const { body } = await register(event.id, newEmail(), 'sponsor');
    const answers = await Promise.all(Array.from({ length: 8 }, () => scan(event.id, body.ticket.shortCode)));
    const results = answers.map((a) => a.json().result).sort();
    expect(results).toEqual(
      ['already-checked-in', ...Array(6).fill('already-checked-in'), 'checked-in'].sort(),
    );
    const checked = answers.find((a) => a.json().result === 'checked-in')?.json();
    expect(checked).toMatchObject({ kind: 'sponsor', classification: expect.any(String) });
    const rows = await t.db
      .select()
      .from(sponsorRegistrations)
      .where(eq(sponsorRegistrations.eventId, event.id));
    expect(rows.map((r) => r.attendedAt !== null)).toEqual([true]);
  });

  it('lets the earliest of an offline scan and a live one win', async () => {
    const event = await createEvent(t.db, { eventName: 'Offline Day', date: TODAY });
    const { body } = await register(event.id);
    clock.advance(60_000);
    expect((await scan(event.id, body.ticket.shortCode)).json().result).toBe('checked-in');
    const earlier = new Date(clock.now().getTime() - 30_000).toISOString();
    expect((await scan(event.id, body.ticket.shortCode, earlier)).json()).toMatchObject({
      result: 'checked-in',
      at: earlier,
    });
    const later = new Date(clock.now().getTime() - 10_000).toISOString();
    expect((await scan(event.id, body.ticket.shortCode, later)).json()).toMatchObject({
      result: 'already-checked-in',
      at: earlier,
    });
  });

  it('says cancelled, waiting, another event, unknown, and not today', async () => {
    const event = await createEvent(t.db, { eventName: 'Answers Day', date: TODAY, standCapacity: 1 });
    const other = await createEvent(t.db, { eventName: 'Other Day', date: TODAY });
    const booked = await register(event.id);
    const elsewhere = await register(other.id);
    clock.advance(1000);
    await register(event.id);
    await bookingCall('POST', '/booking/cancel', booked.body.bookingToken);
    expect((await scan(event.id, booked.body.ticket.shortCode)).json().result).toBe('cancelled');
    const mail = (await mailsTo(elsewhere.email)).find((m) => m.kind === 'registration-confirmation');
    const secret = (await qrTextOf(mail?.attachments?.find((a) => a.cid)?.content ?? '')) ?? '';
    expect((await scan(event.id, secret)).json()).toMatchObject({
      result: 'other-event',
      otherEvent: 'Other Day',
    });
    expect((await scan(event.id, 'AAAAAAAA')).json()).toMatchObject({ result: 'unknown', name: null });
    expect((await scan(event.id, 'not a ticket at all')).json().result).toBe('unknown');
    const tomorrow = await createEvent(t.db, { eventName: 'Tomorrow', date: '2026-11-23' });
    expect((await scan(tomorrow.id, secret)).json().result).toBe('not-today');

    const roster = await inject('GET', `/events/${event.id}/door`, undefined, door);
    expect(roster.statusCode).toBe(200);
    expect(roster.json().counts).toMatchObject({ booked: 1, checkedIn: 0 });
    expect(
      roster
        .json()
        .people.map((p: { status: string }) => p.status)
        .sort(),
    ).toEqual(['booked', 'cancelled']);
  });

  it('shows who came in the list, its CSV and the personal-data export; the erasure takes it along', async () => {
    const event = await createEvent(t.db, { eventName: 'Attendance Day', date: TODAY });
    const { body, email } = await register(event.id);
    expect((await scan(event.id, body.ticket.shortCode)).json().result).toBe('checked-in');
    const staff = bearer(await signIn(t, await createStaff(t, { role: 'SuperAdmin' })));
    const list = (await inject('GET', `/events/${event.id}/registrations`, undefined, staff)).json();
    expect(list.items[0]).toMatchObject({
      attendedAt: clock.now().toISOString(),
      attendedByName: 'Huda Door',
    });
    expect(list.items[0]).not.toHaveProperty('ticketHash');
    expect(list.items[0]).not.toHaveProperty('bookingTokenHash');
    const csv = await inject('GET', `/events/${event.id}/registrations.csv`, undefined, staff);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Checked in');
    expect(csv.body).toContain('Huda Door');
    const exported = await inject('POST', '/personal-data/export', { email }, staff);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().eventRegistrations[0]).toMatchObject({ attendedByName: 'Huda Door' });
    const erased = await inject('POST', '/personal-data/erase', { email }, staff);
    expect(erased.statusCode).toBe(200);
    expect(await rowOf(email, event.id)).toBeUndefined();
  });

  it('refuses door staff everything else, and visitors the check-in', async () => {
    const event = await createEvent(t.db, { date: TODAY });
    expect((await inject('GET', `/events/${event.id}/registrations`, undefined, door)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/Accounts/users', headers: door })).statusCode,
    ).toBe(403);
    expect((await inject('POST', `/events/${event.id}/check-ins`, { code: 'AAAAAAAA' })).statusCode).toBe(
      401,
    );
  });
});

describe('the calendar feed', () => {
  it('lists public events from 90 days ago on, in each language, parsed by ical.js, following changes', async () => {
    const recent = await createEvent(t.db, {
      eventName: 'Feed Day; with, commas \\ and more',
      date: '2026-09-01',
      time: '09:00 – 12:00',
      translations: { ar: { eventName: 'يوم التقويم' } },
    });
    const old = await createEvent(t.db, { eventName: 'Too Old', date: '2026-08-01' });
    const res = await t.app.inject({ method: 'GET', url: '/events.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const entries = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const mine = entries.find((e) => e.uid.startsWith(`event-${recent.id}@`));
    expect(mine?.summary).toBe('Feed Day; with, commas \\ and more');
    expect(entries.some((e) => e.uid.startsWith(`event-${old.id}@`))).toBe(false);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Baghdad');
    expect(calendar.getAllSubcomponents('vevent').every((v) => v.getFirstPropertyValue('dtstamp'))).toBe(
      true,
    );

    const arabic = new ICAL.Component(
      ICAL.parse((await t.app.inject({ method: 'GET', url: '/ar/events.ics' })).body),
    );
    expect(
      arabic
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v))
        .find((e) => e.uid === mine?.uid)?.summary,
    ).toBe('يوم التقويم');

    // A staff edit turns the kept feed over.
    const staff = bearer(await signIn(t, await createStaff(t)));
    const edit = await inject(
      'PUT',
      `/events/${recent.id}`,
      { ...recent, eventName: 'Feed Day renamed' },
      staff,
    );
    expect(edit.statusCode).toBe(200);
    const after = new ICAL.Component(
      ICAL.parse((await t.app.inject({ method: 'GET', url: '/events.ics' })).body),
    );
    expect(
      after
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v))
        .find((e) => e.uid === mine?.uid)?.summary,
    ).toBe('Feed Day renamed');
  });
});
