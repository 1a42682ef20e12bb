/**
 * Events that fill up (decision 018): capacity, the waiting list, moving up on cancel, delete and a
 * raised capacity, the mails of each, and who may cancel.
 */
import { EVENT_CAPACITY_TEXTS } from '@authority/shared/event-capacity';
import { EVENT_FORM_TEXTS } from '@authority/shared/event-forms';
import { FORMS_TEXTS } from '@authority/shared/i18n/forms-all';
import { and, asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventRegistration, type EventRow } from '../../db/factories.js';
import { auditLog, eventRegistrations, events, mailOutbox, sponsorRegistrations } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { type Mailbox, startMailbox } from '../../test/mailbox.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';
import { registrationPayload, sponsorPayload } from '../../test/visitor-payloads.js';

const API = '/api/v1/admin';
let t: TestApp;
let mailbox: Mailbox;
let token: string;
const clock = manualClock('2026-11-22T08:00:00Z');
let counter = 0;
const newEmail = () => `place${++counter}@example.org`;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = {}) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload: payload as object } : {}) });
const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  inject(method, url, payload, bearer(token));

const registration = (email: string, code: string, fullName?: string) =>
  registrationPayload(email, code, { fullName });
const sponsor = sponsorPayload;

async function codeFor(email: string, eventId: number, kind: 'registration' | 'sponsor' = 'registration') {
  const before = mailbox.to(email).length;
  const url =
    kind === 'registration' ? `/Events/${eventId}/send-code` : `/events/${eventId}/sponsor/send-code`;
  const res = await inject('POST', url, { email });
  expect(res.statusCode).toBe(200);
  const mail = await mailbox.waitFor(email, before);
  const code = mail.subject.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no code in ${mail.subject}`);
  return code;
}

/** A visitor registers (a stand) through the form's two calls, as the page makes them. */
async function register(eventId: number, email = newEmail(), lang?: 'ar') {
  const code = await codeFor(email, eventId);
  const res = await inject(
    'POST',
    `/Events/${eventId}/submit${lang ? `?lang=${lang}` : ''}`,
    registration(email, code),
  );
  return { res, email };
}

const rowOf = async (email: string, eventId: number) => {
  const [row] = await t.db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.email, email), eq(eventRegistrations.eventId, eventId)));
  return row;
};
const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url }, clock: clock.now });
  token = await signIn(t, await createStaff(t));
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('a full event', () => {
  let event: EventRow;
  beforeAll(async () => {
    event = await createEvent(t.db, { eventName: 'Stroke Summit', standCapacity: 1, location: 'Hall A' });
  });

  it('books while a place is free, then keeps the next on the waiting list, told so and mailed', async () => {
    const first = await register(event.id);
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json()).toEqual({
      message: EVENT_FORM_TEXTS.registrationSaved,
      id: expect.any(Number),
      status: 'booked',
      bookingToken: expect.any(String),
      ticket: { shortCode: expect.any(String), qr: expect.stringMatching(/^data:image\/svg\+xml/) },
    });
    expect((await rowOf(first.email, event.id))?.status).toBe('booked');

    clock.advance(1000);
    const second = await register(event.id);
    expect(second.res.statusCode).toBe(200);
    expect(second.res.json()).toEqual({
      message: EVENT_FORM_TEXTS.registrationWaiting,
      id: expect.any(Number),
      status: 'waiting',
      position: 1,
      bookingToken: expect.any(String),
    });
    expect((await rowOf(second.email, event.id))?.status).toBe('waiting');
    const mails = await mailsTo(second.email);
    const waitingMail = mails.find((mail) => mail.kind === 'registration-waiting');
    expect(waitingMail?.subject).toBe('You are on the waiting list for Stroke Summit');
    expect(waitingMail?.text).toContain('on the waiting list, in position 1');
    // No calendar entry nor ticket for a place not (yet) held, and no confirmation either.
    expect(waitingMail?.attachments ?? []).toEqual([]);
    expect(waitingMail?.text).not.toContain('Short code');
    expect(mails.some((mail) => mail.kind === 'registration-confirmation')).toBe(false);

    clock.advance(1000);
    const third = await register(event.id, newEmail(), 'ar');
    expect(third.res.json()).toMatchObject({
      message: FORMS_TEXTS.ar.form.registrationWaiting,
      status: 'waiting',
      position: 2,
    });
    const [arabic] = (await mailsTo(third.email)).filter((mail) => mail.kind === 'registration-waiting');
    expect(arabic?.text).toContain('المركز 2');
  });

  it('shows booked / capacity / waiting, and each row’s status and place in the queue', async () => {
    const places = await asStaff('GET', `/events/${event.id}/places`);
    expect(places.statusCode).toBe(200);
    expect(places.json()).toEqual({
      registrations: { capacity: 1, booked: 1, waiting: 2, cancelled: 0, checkedIn: 0 },
      sponsors: { capacity: null, booked: 0, waiting: 0, cancelled: 0, checkedIn: 0 },
    });
    const list = (
      await asStaff('GET', `/events/${event.id}/registrations?sort=createdAt&direction=asc`)
    ).json();
    expect(
      list.items.map((row: { status: string; position?: number }) => [row.status, row.position]),
    ).toEqual([
      ['booked', undefined],
      ['waiting', 1],
      ['waiting', 2],
    ]);
    const csv = (await asStaff('GET', `/events/${event.id}/registrations.csv`)).rawPayload.toString('utf8');
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('"Full name","Status",')).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      '"Booked"',
      '"Waiting #1"',
      '"Waiting #2"',
    ]);
  });

  it('a staff cancel mails the person, keeps the row as cancelled, and moves the first waiting up with the .ics', async () => {
    const rows = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id))
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
    const [booked, firstWaiting, secondWaiting] = rows;
    if (!booked || !firstWaiting || !secondWaiting) throw new Error('three rows expected');

    const res = await asStaff('POST', `/events/${event.id}/registrations/${booked.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EVENT_CAPACITY_TEXTS.cancelDone, movedUp: 1 });

    expect((await rowOf(booked.email, event.id))?.status).toBe('cancelled');
    expect(await rowOf(firstWaiting.email, event.id)).toMatchObject({
      status: 'booked',
      statusChangedAt: clock.now(),
    });
    expect((await rowOf(secondWaiting.email, event.id))?.status).toBe('waiting');

    const cancelMail = (await mailsTo(booked.email)).find((mail) => mail.kind === 'registration-cancelled');
    expect(cancelMail?.subject).toBe('Your registration for Stroke Summit is cancelled');
    const movedMail = (await mailsTo(firstWaiting.email)).find(
      (mail) => mail.kind === 'registration-moved-up',
    );
    expect(movedMail?.subject).toBe('A place opened: you are booked for Stroke Summit');
    expect(movedMail?.text).toContain('You are booked.');
    const [ics] = movedMail?.attachments ?? [];
    expect(ics?.filename).toMatch(/\.ics$/);
    const calendar = new ICAL.Component(ICAL.parse(ics?.content ?? ''));
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('summary')).toBe('Stroke Summit');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.cancel'), eq(auditLog.entityId, String(event.id))));
    expect(entry?.details).toMatchObject({ kind: 'registrations', id: booked.id, was: 'booked', movedUp: 1 });

    // Cancelling twice is refused; the list says Cancelled and the queue shortened.
    const again = await asStaff('POST', `/events/${event.id}/registrations/${booked.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: EVENT_CAPACITY_TEXTS.alreadyCancelled });
    expect((await asStaff('GET', `/events/${event.id}/places`)).json().registrations).toEqual({
      capacity: 1,
      booked: 1,
      waiting: 1,
      cancelled: 1,
      checkedIn: 0,
    });
  });

  it('a delete of the booked row moves the next up; a delete of a waiting row moves nobody', async () => {
    const [booked] = await t.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'booked')));
    const [waiting] = await t.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waiting')));
    if (!booked || !waiting) throw new Error('a booked and a waiting row expected');
    const extra = await createEventRegistration(t.db, {
      eventId: event.id,
      email: newEmail(),
      status: 'waiting',
      createdAt: new Date(clock.now().getTime() + 60_000),
    });

    const res = await asStaff('DELETE', `/events/${event.id}/registrations/${booked.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EVENT_CAPACITY_TEXTS.removed, movedUp: 1 });
    expect(await rowOf(booked.email, event.id)).toBeUndefined();
    expect((await rowOf(waiting.email, event.id))?.status).toBe('booked');
    // The deleted person gets no mail about it; the one who moved up does.
    expect((await mailsTo(booked.email)).some((mail) => mail.kind.includes('cancelled'))).toBe(false);
    expect((await mailsTo(waiting.email)).some((mail) => mail.kind === 'registration-moved-up')).toBe(true);

    const waitingDelete = await asStaff('DELETE', `/events/${event.id}/registrations/${extra.id}`);
    expect(waitingDelete.json().movedUp).toBe(0);
    expect((await asStaff('DELETE', `/events/${event.id}/registrations/${extra.id}`)).statusCode).toBe(404);
    // A row of another event is not reachable through this one.
    const other = await createEvent(t.db);
    expect((await asStaff('DELETE', `/events/${other.id}/registrations/${waiting.id}`)).statusCode).toBe(404);
  });
});

describe('erasing a person’s data', () => {
  it('gives the place they held to the first who waits', async () => {
    const event = await createEvent(t.db, { eventName: 'Erasure Day', standCapacity: 1 });
    const holder = await createEventRegistration(t.db, { eventId: event.id, email: newEmail() });
    const waiting = await createEventRegistration(t.db, {
      eventId: event.id,
      email: newEmail(),
      status: 'waiting',
    });
    const superAdmin = await signIn(t, await createStaff(t, { role: 'SuperAdmin' }));
    const res = await inject('POST', '/personal-data/erase', { email: holder.email }, bearer(superAdmin));
    expect(res.statusCode).toBe(200);
    expect((await rowOf(waiting.email, event.id))?.status).toBe('booked');
    expect((await mailsTo(waiting.email)).map((mail) => mail.kind)).toContain('registration-moved-up');
  });
});

describe('raising the capacity', () => {
  it('moves up as many as the new places, first come first, mailed in their form’s language', async () => {
    const event = await createEvent(t.db, { eventName: 'Nursing Day', standCapacity: 1 });
    const emails: string[] = [];
    for (const lang of [undefined, 'ar', undefined, undefined] as const) {
      clock.advance(1000);
      const { res, email } = await register(event.id, newEmail(), lang);
      expect(res.statusCode).toBe(200);
      emails.push(email);
    }
    const statuses = async () =>
      Promise.all(emails.map(async (email) => (await rowOf(email, event.id))?.status));
    expect(await statuses()).toEqual(['booked', 'waiting', 'waiting', 'waiting']);

    const staffRow = (await asStaff('GET', '/staff-content/events?pageSize=200'))
      .json()
      .items.find((row: { id: number }) => row.id === event.id);
    expect(staffRow).toMatchObject({ standCapacity: 1, sponsorCapacity: null });
    const { id: _id, ...values } = staffRow;
    const raised = await asStaff('PUT', `/events/${event.id}`, { ...values, standCapacity: 3 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ standCapacity: 3 });
    expect(await statuses()).toEqual(['booked', 'booked', 'booked', 'waiting']);
    const [arabic] = (await mailsTo(emails[1] ?? '')).filter((mail) => mail.kind === 'registration-moved-up');
    expect(arabic?.subject).toContain('توفّر مكان');

    // A write that leaves the capacity out (SPEC's payload) keeps it; null removes the limit.
    const { standCapacity: _s, sponsorCapacity: _p, ...specPayload } = values;
    await asStaff('PUT', `/events/${event.id}`, specPayload);
    const [kept] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(kept?.standCapacity).toBe(3);
    await asStaff('PUT', `/events/${event.id}`, { ...specPayload, standCapacity: null });
    expect(await statuses()).toEqual(['booked', 'booked', 'booked', 'booked']);

    // The public reads never carry the capacities.
    const publicEvent = (await inject('GET', `/events/${event.id}`)).json();
    expect(publicEvent).not.toHaveProperty('standCapacity');
    expect(publicEvent).not.toHaveProperty('sponsorCapacity');
    expect((await inject('GET', '/Events/all')).body).not.toContain('Capacity');
  });

  it('refuses a capacity of 0, a fraction or a word', async () => {
    const event = await createEvent(t.db);
    for (const standCapacity of [0, 1.5, 'many']) {
      const res = await asStaff('PUT', `/events/${event.id}`, {
        eventName: event.eventName,
        date: event.date,
        standCapacity,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.standCapacity).toEqual([
        'Please enter a whole number of 1 or more, or leave it empty for no limit.',
      ]);
    }
  });
});

describe('sponsors', () => {
  it('have their own capacity and waiting list', async () => {
    const event = await createEvent(t.db, { eventName: 'Pharma Expo', sponsorCapacity: 1, standCapacity: 5 });
    const submitSponsor = async () => {
      const email = newEmail();
      const code = await codeFor(email, event.id, 'sponsor');
      return inject('POST', `/events/${event.id}/sponsor/submit`, sponsor(email, code));
    };
    expect((await submitSponsor()).json().status).toBe('booked');
    const second = await submitSponsor();
    expect(second.json()).toMatchObject({ status: 'waiting', message: EVENT_FORM_TEXTS.sponsorWaiting });
    // A stand registration is not counted against the sponsors.
    expect((await register(event.id)).res.json().status).toBe('booked');
    const [waiting] = await t.db
      .select()
      .from(sponsorRegistrations)
      .where(and(eq(sponsorRegistrations.eventId, event.id), eq(sponsorRegistrations.status, 'waiting')));
    expect(waiting).toBeDefined();
  });
});

describe('at the same moment', () => {
  it('two visitors for the last place: one is booked, the other waits', async () => {
    const event = await createEvent(t.db, { eventName: 'Last Place', standCapacity: 1 });
    const a = newEmail();
    const b = newEmail();
    const [codeA, codeB] = [await codeFor(a, event.id), await codeFor(b, event.id)];
    const answers = await Promise.all([
      inject('POST', `/Events/${event.id}/submit`, registration(a, codeA)),
      inject('POST', `/Events/${event.id}/submit`, registration(b, codeB)),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().status).sort()).toEqual(['booked', 'waiting']);
    const rows = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['booked', 'waiting']);
  });

  it('ten at once for three places: exactly three are booked', async () => {
    const event = await createEvent(t.db, { eventName: 'Ten For Three', standCapacity: 3 });
    const visitors = Array.from({ length: 10 }, () => newEmail());
    const codes: string[] = [];
    for (const email of visitors) codes.push(await codeFor(email, event.id));
    await Promise.all(
      visitors.map((email, i) =>
        inject('POST', `/Events/${event.id}/submit`, registration(email, codes[i] ?? '')),
      ),
    );
    const rows = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows.filter((row) => row.status === 'booked')).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'waiting')).toHaveLength(7);
  });
});

describe('who may cancel or delete', () => {
  it('only signed-in staff; a share link’s holder reads the counts but cannot change anything', async () => {
    const event = await createEvent(t.db, { standCapacity: 2 });
    const row = await createEventRegistration(t.db, { eventId: event.id, email: newEmail() });
    const { key } = (await asStaff('POST', `/events/${event.id}/share-link`)).json();
    const share = { 'x-share-key': key };
    const cancel = `/events/${event.id}/registrations/${row.id}/cancel`;
    const remove = `/events/${event.id}/registrations/${row.id}`;
    expect((await inject('POST', cancel)).statusCode).toBe(401);
    expect((await inject('POST', cancel, undefined, share)).statusCode).toBe(401);
    expect((await inject('DELETE', remove, undefined, share)).statusCode).toBe(401);
    expect((await inject('POST', cancel, undefined, bearer('not-a-token'))).statusCode).toBe(401);
    expect((await inject('GET', `/events/${event.id}/places`, undefined, share)).statusCode).toBe(200);
    expect((await inject('GET', `/events/${event.id}/places`)).statusCode).toBe(403);
    expect((await rowOf(row.email, event.id))?.status).toBe('booked');
    expect((await asStaff('POST', cancel)).statusCode).toBe(200);
  });
});
