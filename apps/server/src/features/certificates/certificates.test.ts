/**
 * After the event (decision 046): staff set credits and questions; once the event has ended (the
 * clock moves, or staff close it) each person checked in is mailed, evaluates once on their
 * booking page, corrects their name once and downloads a certificate whose text and QR code are
 * read back; anyone verifies its serial; staff revoke and re-issue (audited), read the results
 * (no names), the CSV and the ZIP; the evaluation and the certificate are in the person's export
 * and erase; the reminder comes after three days and none after thirty.
 */
import {
  CERTIFICATE_SERIAL_PATTERN,
  DEFAULT_QUESTIONS,
  type EducationSettings,
} from '@authority/shared/certificates';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventRegistration } from '../../db/factories.js';
import { auditLog, certificates, evaluations, eventRegistrations, mailOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { pdfPageCount, pdfQr, pdfText } from '../../test/pdf-read-back.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';
import { bookingTokenOf, issueBookingToken, rowOfToken } from '../event-forms/index.js';

const API = '/api/v1/admin';
let t: TestApp;
let staff: Record<string, string>;
let door: Record<string, string>;
// Noon in Baghdad (the site's time zone) on the event's day.
const clock = manualClock('2026-12-05T09:00:00Z');
const EVENT_DAY = '2026-12-05';
const DAY = 86_400_000;
let counter = 0;

const SETTINGS: EducationSettings = {
  creditHours: '6.50',
  words: {
    en: {
      accreditingBody: 'Iraqi Medical Education Council',
      signerName: 'Dr. Omar Said',
      signerTitle: 'Dean of Education',
    },
    ar: {
      accreditingBody: 'مجلس التعليم الطبي العراقي',
      signerName: 'د. عمر سعيد',
      signerTitle: 'عميد التعليم',
    },
  },
  certificateLanguage: 'registrant',
  evaluationRequired: true,
  questions: DEFAULT_QUESTIONS,
};

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: options.headers ?? {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
/** Staff's calls, signed in anew once the clock has moved past the session's life. */
let signedInAt = 0;
let admin: Awaited<ReturnType<typeof createStaff>>;
async function asStaff(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  if (clock.now().getTime() - signedInAt > 60_000) {
    staff = bearer(await signIn(t, admin));
    signedInAt = clock.now().getTime();
  }
  return inject(method, url, { payload, headers: staff });
}
const asAttendee = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  inject(method, url, { payload, headers: { 'x-booking-token': token } });

/** A registrant of the event with a booking link; checked in at the door unless `attended` is false. */
async function attendee(
  eventId: number,
  options: { attended?: boolean; locale?: 'en' | 'ar'; fullName?: string } = {},
) {
  counter += 1;
  const row = await createEventRegistration(t.db, {
    eventId,
    email: `attendee${counter}@example.org`,
    fullName: options.fullName ?? `Layla Hassan ${counter}`,
    locale: options.locale ?? 'en',
    attendedAt: options.attended === false ? null : new Date(clock.now().getTime() - 3_600_000),
  });
  const token = await issueBookingToken(t.db, 'registration', row);
  return { row, token, email: row.email };
}

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));

/** An event of EVENT_DAY with the settings (overridden), and the clock on its day. */
async function educationEvent(
  overrides: Partial<EducationSettings> = {},
  name = 'Cardiology Update 2026',
  date = EVENT_DAY,
) {
  const event = await createEvent(t.db, { eventName: name, date, location: 'Riverbend Hall' });
  const res = await asStaff('PUT', `/events/${event.id}/education`, { ...SETTINGS, ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return event;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = await createStaff(t);
  door = bearer(await signIn(t, await createStaff(t, { role: 'DoorStaff' })));
});
afterAll(async () => {
  await t.close();
});

describe('what staff set per event', () => {
  it('starts from the defaults, refuses an incomplete form field by field, stores and audits a whole one', async () => {
    const event = await createEvent(t.db, { date: EVENT_DAY });
    const empty = await asStaff('GET', `/events/${event.id}/education`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      settings: null,
      defaults: { questions: DEFAULT_QUESTIONS },
      event: { id: event.id, ended: false },
    });
    expect(empty.json().defaults.questions.map((q: { id: string }) => q.id)).toEqual([
      'relevance',
      'speakers',
      'bias',
      'change',
      'comments',
    ]);

    const bad = await asStaff('PUT', `/events/${event.id}/education`, {
      ...SETTINGS,
      creditHours: '6.3',
      words: { ...SETTINGS.words, ar: { accreditingBody: '', signerName: 'x', signerTitle: 'y' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['creditHours', 'words.ar.accreditingBody']),
    );

    const saved = await asStaff('PUT', `/events/${event.id}/education`, SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({
      creditHours: '6.5',
      certificateLanguage: 'registrant',
      evaluationRequired: true,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'education.update'), eq(auditLog.entityId, String(event.id))));
    expect(entry?.details).toMatchObject({ creditHours: '6.5', questions: 5 });
  });

  it('is staff’s: Door staff and visitors are refused', async () => {
    const event = await createEvent(t.db, { date: EVENT_DAY });
    expect((await inject('GET', `/events/${event.id}/education`, { headers: door })).statusCode).toBe(403);
    expect((await inject('PUT', `/events/${event.id}/education`, { payload: SETTINGS })).statusCode).toBe(
      401,
    );
    expect((await inject('GET', `/events/${event.id}/attendance`)).statusCode).toBe(401);
    expect((await inject('POST', `/events/${event.id}/close`, { headers: door })).statusCode).toBe(403);
  });
});

describe('from the door to the certificate', () => {
  it('mails the checked-in only once the day has passed; they evaluate once, correct the name and download a certificate that verifies', async () => {
    const event = await educationEvent();
    const came = await attendee(event.id);
    const absent = await attendee(event.id, { attended: false });

    // The event's day: nothing yet, and the booking page shows nothing after the event.
    await t.app.afterEvent.run();
    expect(await mailsTo(came.email)).toHaveLength(0);
    expect((await asAttendee('GET', '/booking/after-event', came.token)).json()).toEqual({
      afterEvent: null,
    });

    clock.advance(DAY);
    await t.app.afterEvent.run();
    await t.app.afterEvent.run();
    const invitations = (await mailsTo(came.email)).filter((m) => m.kind === 'evaluation-invitation');
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.text).toContain('Cardiology Update 2026');
    expect(invitations[0]?.text).toContain(`/booking#token=${bookingTokenOf('registration', came.row)}`);
    expect(await mailsTo(absent.email)).toHaveLength(0);
    expect((await asAttendee('GET', '/booking/after-event', absent.token)).json()).toEqual({
      afterEvent: null,
    });
    // Only a person checked in can produce a certificate or evaluate.
    expect((await asAttendee('GET', '/booking/certificate.pdf', absent.token)).statusCode).toBe(403);
    const refused = await asAttendee('POST', '/booking/evaluation', absent.token, {
      answers: { relevance: 5 },
    });
    expect(refused.statusCode).toBe(403);

    const state = (await asAttendee('GET', '/booking/after-event', came.token)).json().afterEvent;
    expect(state).toMatchObject({
      evaluation: { required: true, sent: false, closed: false },
      certificateName: came.row.fullName,
      nameCorrectable: true,
      certificate: null,
      certificateReady: false,
    });
    // The certificate waits for the evaluation.
    expect((await asAttendee('GET', '/booking/certificate.pdf', came.token)).statusCode).toBe(403);

    const missing = await asAttendee('POST', '/booking/evaluation', came.token, {
      answers: { relevance: 5 },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual([
      'answers.speakers',
      'answers.bias',
      'answers.change',
    ]);

    const answers = {
      relevance: 5,
      speakers: 4,
      bias: 5,
      change: 'Earlier echo for breathless patients.',
      stray: 3,
    };
    const [first, second] = await Promise.all([
      asAttendee('POST', '/booking/evaluation', came.token, { answers, certificateName: 'Dr. Layla Hassan' }),
      asAttendee('POST', '/booking/evaluation', came.token, { answers }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const stored = await t.db.select().from(evaluations).where(eq(evaluations.registrationId, came.row.id));
    expect(stored).toHaveLength(1);
    // Only the event's questions are kept.
    expect(stored[0]?.answers).toEqual({
      relevance: 5,
      speakers: 4,
      bias: 5,
      change: 'Earlier echo for breathless patients.',
    });

    const [certificate] = await t.db
      .select()
      .from(certificates)
      .where(eq(certificates.registrationId, came.row.id));
    expect(certificate?.serial).toMatch(CERTIFICATE_SERIAL_PATTERN);
    const ok = [first, second].find((r) => r.statusCode === 200);
    const named = ok === first ? 'Dr. Layla Hassan' : came.row.fullName;
    expect(certificate?.fullName).toBe(named);
    const mailed = (await mailsTo(came.email)).filter((m) => m.kind === 'certificate');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });

    const pdf = await asAttendee('GET', '/booking/certificate.pdf', came.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const bytes = pdf.rawPayload;
    expect(bytes.length).toBeLessThan(200 * 1024);
    expect(await pdfPageCount(bytes)).toBe(1);
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(named);
    expect(text).toContain('6.5 continuing education credit hours');
    expect(text).toContain(certificate?.serial ?? '?');
    const qr = await pdfQr(bytes);
    expect(qr).toBe(`${t.app.config.publicUrl}/verify/${certificate?.serial}`);

    const verified = await inject('GET', `/certificates/${certificate?.serial}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['x-robots-tag']).toBe('noindex');
    expect(verified.json()).toEqual({
      status: 'valid',
      serial: certificate?.serial,
      name: named,
      eventName: 'Cardiology Update 2026',
      date: EVENT_DAY,
      creditHours: '6.5',
      issuedAt: clock.now().toISOString(),
      revokedAt: null,
    });
  });

  it('lets the name be corrected once: a certificate already issued is revoked and a new one made', async () => {
    const event = await educationEvent({ evaluationRequired: false }, 'Sepsis Course');
    const came = await attendee(event.id, { fullName: 'Ahmad Al-Rawy' });
    clock.advance(DAY);
    await t.app.afterEvent.run();
    const [issued] = await t.db
      .select()
      .from(certificates)
      .where(eq(certificates.registrationId, came.row.id));
    expect(issued?.fullName).toBe('Ahmad Al-Rawy');

    // Two at once (two tabs): one correction, the other refused.
    const tries = await Promise.all(
      ['Ahmad Al-Rawi', 'Ahmed Al-Rawi'].map((fullName) =>
        asAttendee('POST', '/booking/certificate-name', came.token, { fullName }),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const corrected = tries.find((r) => r.statusCode === 200) ?? tries[0];
    const chosen = tries[0]?.statusCode === 200 ? 'Ahmad Al-Rawi' : 'Ahmed Al-Rawi';
    expect(corrected?.json().state).toMatchObject({
      certificateName: chosen,
      nameCorrectable: false,
    });
    const rows = await t.db
      .select()
      .from(certificates)
      .where(eq(certificates.registrationId, came.row.id))
      .orderBy(asc(certificates.id));
    expect(rows.map((r) => [r.fullName, r.revokedAt !== null])).toEqual([
      ['Ahmad Al-Rawy', true],
      [chosen, false],
    ]);
    expect((await inject('GET', `/certificates/${rows[0]?.serial}`)).json().status).toBe('revoked');
    const again = await asAttendee('POST', '/booking/certificate-name', came.token, {
      fullName: 'A. Al-Rawi',
    });
    expect(again.statusCode).toBe(409);
    expect((await mailsTo(came.email)).filter((m) => m.kind === 'certificate')).toHaveLength(2);
  });
});

describe('what staff see and do', () => {
  it('lists attendance, revokes (audited, verified at once, PDF gone), re-issues, and shows results without names', async () => {
    const event = await educationEvent({}, 'Ward Safety Day');
    const people = await Promise.all([
      attendee(event.id),
      attendee(event.id),
      attendee(event.id, { locale: 'ar' }),
    ]);
    await attendee(event.id, { attended: false });
    const closed = await asStaff('POST', `/events/${event.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().event).toMatchObject({ ended: true, closedAt: clock.now().toISOString() });
    await t.app.afterEvent.run();
    const [arabicInvite] = (await mailsTo(people[2]?.email ?? '')).filter(
      (m) => m.kind === 'evaluation-invitation',
    );
    expect(arabicInvite?.subject).toContain('تقييمك');
    expect(arabicInvite?.text).toContain('/ar/booking#token=');

    const ratings = [
      { relevance: 5, speakers: 3, bias: 4, change: 'Check the wristbands twice.' },
      {
        relevance: 4,
        speakers: 3,
        bias: 5,
        change: 'Huddle before each shift.',
        comments: 'More cases, please.',
      },
    ];
    for (const [i, answers] of ratings.entries()) {
      const res = await asAttendee('POST', '/booking/evaluation', people[i]?.token ?? '', { answers });
      expect(res.statusCode, res.body).toBe(200);
    }

    const list = (await asStaff('GET', `/events/${event.id}/attendance`)).json();
    expect(list.counts).toEqual({ checkedIn: 3, evaluated: 2, certified: 2 });
    const serial = list.attendees.find(
      (a: { registrationId: number }) => a.registrationId === people[0]?.row.id,
    ).certificate.serial;

    const results = await asStaff('GET', `/events/${event.id}/evaluation-results`);
    expect(results.statusCode).toBe(200);
    const body = results.json();
    expect(body).toMatchObject({ attendees: 3, responses: 2 });
    expect(body.questions[0]).toMatchObject({
      id: 'relevance',
      kind: 'rating',
      answered: 2,
      average: 4.5,
      distribution: [0, 0, 0, 1, 1],
    });
    expect(body.questions[3]).toMatchObject({
      id: 'change',
      kind: 'text',
      texts: ['Check the wristbands twice.', 'Huddle before each shift.'],
    });
    const names = people.map((p) => p.row.fullName);
    for (const name of names) expect(results.body).not.toContain(name);

    const csv = await asStaff('GET', `/events/${event.id}/evaluation-results.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"5 (Strongly agree)"');
    for (const person of people) {
      expect(csv.body).not.toContain(person.row.fullName);
      expect(csv.body).not.toContain(person.email);
    }

    const refused = await asStaff('POST', `/certificates/${serial}/revoke`, { reason: '' });
    expect(refused.statusCode).toBe(400);
    const revoked = await asStaff('POST', `/certificates/${serial}/revoke`, {
      reason: 'Left after the first session',
    });
    expect(revoked.statusCode).toBe(200);
    expect((await asStaff('POST', `/certificates/${serial}/revoke`, { reason: 'again' })).statusCode).toBe(
      409,
    );
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.revoke'));
    expect(entry?.details).toMatchObject({ serial, reason: 'Left after the first session' });
    expect((await inject('GET', `/certificates/${serial}`)).json()).toMatchObject({
      status: 'revoked',
      revokedAt: clock.now().toISOString(),
    });
    expect((await asAttendee('GET', '/booking/certificate.pdf', people[0]?.token ?? '')).statusCode).toBe(
      410,
    );
    expect((await asStaff('GET', `/certificates/${serial}/pdf`)).statusCode).toBe(410);

    const reissued = await asStaff('POST', `/events/${event.id}/attendance/${people[0]?.row.id}/reissue`, {
      fullName: 'Dr. Noor Karim',
    });
    expect(reissued.statusCode).toBe(200);
    const fresh = reissued.json().serial;
    expect(fresh).not.toBe(serial);
    expect((await inject('GET', `/certificates/${fresh}`)).json()).toMatchObject({
      status: 'valid',
      name: 'Dr. Noor Karim',
    });

    const zip = await asStaff('GET', `/events/${event.id}/certificates.zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    // Two valid certificates, each a stored PDF entry.
    expect(zip.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect((zip.body.match(/%PDF-/g) ?? []).length).toBe(2);
  });

  it('reminds after three days once, not the evaluated, and none once the evaluation has closed', async () => {
    const event = await educationEvent({}, 'Reminder Day');
    const waiting = await attendee(event.id);
    const done = await attendee(event.id);
    clock.advance(DAY);
    await t.app.afterEvent.run();
    await asAttendee('POST', '/booking/evaluation', done.token, {
      answers: { relevance: 3, speakers: 3, bias: 3, change: 'x' },
    });
    clock.advance(2 * DAY);
    await t.app.afterEvent.run();
    expect((await mailsTo(waiting.email)).filter((m) => m.kind === 'evaluation-reminder')).toHaveLength(0);
    clock.advance(DAY + 60_000);
    await t.app.afterEvent.run();
    await t.app.afterEvent.run();
    expect((await mailsTo(waiting.email)).filter((m) => m.kind === 'evaluation-reminder')).toHaveLength(1);
    expect((await mailsTo(done.email)).filter((m) => m.kind === 'evaluation-reminder')).toHaveLength(0);

    // A person checked in late, more than 30 days on: no mail at all.
    const late = await attendee(event.id);
    clock.advance(30 * DAY);
    await t.app.afterEvent.run();
    expect(await mailsTo(late.email)).toHaveLength(0);
  });
});

describe('verification and personal data', () => {
  it('answers only name, event, date and hours; 404 for a serial of none; rate-limited', async () => {
    const unknown = await inject('GET', '/certificates/AMN-AAAA-AAAA-AAAA-AAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.stringContaining('No certificate') });
    expect((await inject('GET', '/certificates/not-a-serial')).statusCode).toBe(404);
    let last = 0;
    for (let i = 0; i < 31; i += 1)
      last = (await inject('GET', '/certificates/AMN-AAAA-AAAA-AAAA-AAAC')).statusCode;
    expect(last).toBe(429);
  });

  it('puts evaluations and certificates in the export, and the erase removes them; both languages side by side', async () => {
    // The earlier tests moved the clock on: an event of its own day.
    const today = new Date(clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    const event = await educationEvent({ certificateLanguage: 'both' }, 'Privacy Day', today);
    const came = await attendee(event.id);
    clock.advance(DAY);
    await t.app.afterEvent.run();
    const answers = { relevance: 4, speakers: 5, bias: 4, change: 'Shorter handovers.' };
    expect((await asAttendee('POST', '/booking/evaluation', came.token, { answers })).statusCode).toBe(200);
    // The language rule 'both': the English and the Arabic sides on the one page.
    const text = (
      await pdfText((await asAttendee('GET', '/booking/certificate.pdf', came.token)).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Certificate of attendance');
    expect(text).toContain('شهادة حضور');
    const superAdmin = bearer(await signIn(t, await createStaff(t, { role: 'SuperAdmin' })));
    const exported = await inject('POST', '/personal-data/export', {
      payload: { email: came.email },
      headers: superAdmin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().certificates).toHaveLength(1);
    expect(exported.json().certificates[0]).toMatchObject({
      fullName: came.row.fullName,
      eventName: 'Privacy Day',
      snapshot: { locales: ['en', 'ar'] },
    });
    expect(exported.json().evaluations).toHaveLength(1);
    expect(exported.json().evaluations[0]).toMatchObject({ answers, eventName: 'Privacy Day' });

    const erased = await inject('POST', '/personal-data/erase', {
      payload: { email: came.email },
      headers: superAdmin,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased).toMatchObject({ certificates: 1, evaluations: 1, eventRegistrations: 1 });
    expect(
      await t.db.select().from(certificates).where(eq(certificates.registrationId, came.row.id)),
    ).toEqual([]);
    expect(await rowOfToken(t.db, came.token)).toBeUndefined();
    expect(
      await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, came.row.id)),
    ).toEqual([]);
  });
});
