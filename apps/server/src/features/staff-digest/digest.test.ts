/**
 * The daily registrations digest (docs/staff-mail.md), on a manual clock in the site's time zone
 * (Asia/Baghdad, UTC+3; the digest hour 07:00 is 04:00 UTC): not before the hour, once per
 * recipient and day even with two app instances on one database, none when nothing is new, the
 * counts right, in each recipient's language, and never to who turned it off or may not get it.
 */
import { easternDigits } from '@authority/shared/digits';
import { STAFF_MAIL_FOOTER_BY_LOCALE } from '@authority/shared/staff-mail';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { createEvent, createEventRegistration, createSponsorRegistration } from '../../db/factories.js';
import { mailClaims, mailOutbox, users } from '../../db/schema.js';
import { createTestApp, type TestApp, testConfig } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { usingPostgres } from '../../test/database.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// 06:30 in Baghdad on 10 December 2026.
const clock = manualClock('2026-12-10T03:30:00Z');
let t: TestApp;
let other: FastifyInstance;
let otherHandle: DatabaseHandle | undefined;
let english: TestStaff;
let arabic: TestStaff;
let turnedOff: TestStaff;
let editor: TestStaff;

const digestsTo = (staff: TestStaff) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, staff.email), eq(mailOutbox.kind, 'registration-digest')))
    .orderBy(mailOutbox.id);
const allDigests = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-digest'));
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  // A second instance on the same database, as a fleet runs: PostgreSQL through a pool of its own.
  otherHandle = usingPostgres()
    ? await openDatabase({ kind: 'postgres', url: t.handle.url ?? '', poolSize: 2 })
    : undefined;
  other = await buildApp({
    config: testConfig(),
    database: otherHandle ?? t.handle,
    ownsDatabase: otherHandle !== undefined,
    logger: false,
    mailPollMs: 0,
    clock: clock.now,
  });
  await other.ready();
  english = await createStaff(t, { role: 'Admin', firstName: 'Maya' });
  arabic = await createStaff(t, { role: 'SuperAdmin', firstName: 'Salma' });
  await t.db.update(users).set({ locale: 'ar' }).where(eq(users.id, arabic.id));
  turnedOff = await createStaff(t, { role: 'Admin' });
  await t.db
    .update(users)
    .set({ mailChoices: { kinds: { registrationDigest: false } } })
    .where(eq(users.id, turnedOff.id));
  editor = await createStaff(t, { role: 'Editor' });
  // Stored around the API: still never mailed (lib/staff-mail.ts).
  await t.db
    .update(users)
    .set({ mailChoices: { kinds: { registrationDigest: true } } })
    .where(eq(users.id, editor.id));

  // The day's window: from 04:00 UTC on the 9th to 04:00 UTC on the 10th.
  const soon = await createEvent(t.db, { eventName: 'Neonatal Care Day', date: '2026-12-15' });
  const later = await createEvent(t.db, {
    eventName: 'Clinical Skills Workshop',
    date: '2026-12-20',
    translations: { ar: { eventName: 'ورشة المهارات السريرية' } },
  });
  const past = await createEvent(t.db, { eventName: 'Past Symposium', date: '2026-12-09' });
  const quiet = await createEvent(t.db, { eventName: 'Quiet Forum', date: '2026-12-30' });
  const stand = (eventId: number, createdAt: string, status: 'booked' | 'waiting' | 'cancelled' = 'booked') =>
    createEventRegistration(t.db, { eventId, createdAt: at(createdAt), status });
  const sponsor = (eventId: number, createdAt: string, status: 'booked' | 'waiting' = 'booked') =>
    createSponsorRegistration(t.db, { eventId, createdAt: at(createdAt), status });
  await stand(later.id, '2026-12-09T10:00:00Z');
  await stand(later.id, '2026-12-10T03:59:59Z');
  await stand(later.id, '2026-12-09T12:00:00Z', 'waiting');
  await stand(later.id, '2026-12-09T13:00:00Z', 'cancelled');
  await stand(later.id, '2026-12-08T09:00:00Z');
  // At the window's end: tomorrow's, though it counts in the totals.
  await stand(later.id, '2026-12-10T04:00:00Z');
  await sponsor(later.id, '2026-12-09T04:00:00Z', 'waiting');
  await sponsor(later.id, '2026-12-07T09:00:00Z');
  await sponsor(soon.id, '2026-12-09T20:00:00Z');
  await stand(past.id, '2026-12-09T10:00:00Z');
  await stand(quiet.id, '2026-12-01T10:00:00Z');
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('the daily digest', () => {
  it('waits for the digest hour in the site’s time zone', async () => {
    const pass = await t.app.staffDigest.run();
    expect(pass).toMatchObject({ day: '2026-12-10', due: false, mailed: 0 });
    expect(await allDigests()).toEqual([]);
  });

  it('after the hour, mails each who chose it once, with the day’s counts per upcoming event', async () => {
    clock.advance(35 * 60_000); // 07:05
    const pass = await t.app.staffDigest.run();
    expect(pass).toMatchObject({ day: '2026-12-10', due: true, events: 2, mailed: 2 });
    const [mail] = await digestsTo(english);
    expect(mail?.subject).toBe('New registrations for upcoming events: 5 in the last day');
    expect(mail?.text.split('\n')).toEqual([
      'Hello Maya,',
      'These are the registrations made in the last day for upcoming events, event by event.',
      '',
      'Neonatal Care Day (Tuesday 15 December 2026)',
      'New: 0 for stands (0 waiting), 1 as sponsors (0 waiting).',
      'In all: stands 0 booked and 0 waiting; sponsors 1 booked and 0 waiting.',
      expect.stringMatching(/^See them: http:\/\/localhost:3000\/viewSubmission\/\d+$/),
      '',
      'Clinical Skills Workshop (Sunday 20 December 2026)',
      'New: 3 for stands (1 waiting), 1 as sponsors (1 waiting).',
      'In all: stands 4 booked and 1 waiting; sponsors 1 booked and 1 waiting.',
      expect.stringMatching(/^See them: /),
      '',
      STAFF_MAIL_FOOTER_BY_LOCALE.en.why,
      STAFF_MAIL_FOOTER_BY_LOCALE.en.change('http://localhost:3000/dashboard/account#mail-choices'),
    ]);
    expect(mail?.html).toContain('lang="en"');

    const [inArabic] = await digestsTo(arabic);
    expect(inArabic?.subject).toBe(easternDigits('تسجيلات جديدة في الفعاليات القادمة: 5 خلال اليوم الأخير'));
    expect(inArabic?.text).toContain('ورشة المهارات السريرية');
    expect(inArabic?.text).toContain(
      easternDigits('الجديد: الأجنحة 3 (منها 1 في قائمة الانتظار)، والرعاة 1 (منها 1 في قائمة الانتظار).'),
    );
    expect(inArabic?.text).toContain('dashboard/account#mail-choices');
    expect(inArabic?.html).toContain('dir="rtl"');

    expect(await digestsTo(turnedOff)).toEqual([]);
    expect(await digestsTo(editor)).toEqual([]);
  });

  it('is sent once a day: later passes, on either instance, mail nobody again', async () => {
    clock.advance(HOUR_MS);
    expect(await t.app.staffDigest.run()).toMatchObject({ mailed: 0 });
    expect(await other.staffDigest.run()).toMatchObject({ mailed: 0 });
    expect(await allDigests()).toHaveLength(2);
  });

  it('two instances on one database, passing at once, still mail each recipient once', async () => {
    // The next day, 07:10, with a new registration in its window.
    clock.advance(DAY_MS);
    const event = await createEvent(t.db, { eventName: 'Fleet Day', date: '2026-12-28' });
    await createEventRegistration(t.db, { eventId: event.id, createdAt: at('2026-12-10T18:00:00Z') });
    const passes = await Promise.all([t.app.staffDigest.run(), other.staffDigest.run()]);
    expect(passes.map((pass) => pass?.day)).toEqual(['2026-12-11', '2026-12-11']);
    expect(passes.reduce((sum, pass) => sum + (pass?.mailed ?? 0), 0)).toBe(2);
    expect(await digestsTo(english)).toHaveLength(2);
    expect(await digestsTo(arabic)).toHaveLength(2);
    const latest = (await digestsTo(english)).at(-1);
    // The registration made at yesterday's window end is today's, and nothing of yesterday's again.
    expect(latest?.text).toContain(
      [
        'Clinical Skills Workshop (Sunday 20 December 2026)',
        'New: 1 for stands (0 waiting), 0 as sponsors (0 waiting).',
        'In all: stands 4 booked and 1 waiting; sponsors 1 booked and 1 waiting.',
      ].join('\n'),
    );
    expect(latest?.text).toContain('Fleet Day (Monday 28 December 2026)');
    expect(latest?.text).not.toContain('Neonatal Care Day');
    expect(
      await t.db.select().from(mailClaims).where(like(mailClaims.key, 'digest:%:2026-12-11')),
    ).toHaveLength(2);
  });

  it('sends nothing on a day with nothing new', async () => {
    clock.advance(DAY_MS);
    expect(await t.app.staffDigest.run()).toMatchObject({
      day: '2026-12-12',
      due: true,
      events: 0,
      mailed: 0,
    });
    expect(await allDigests()).toHaveLength(4);
    expect(await t.db.select().from(mailClaims).where(like(mailClaims.key, 'digest:%:2026-12-12'))).toEqual(
      [],
    );
  });

  it('stops for a staff member who turns it off on their account', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Accounts/me/mail-choices',
      headers: bearer(await signIn(t, english)),
      payload: { kinds: { registrationDigest: false } },
    });
    expect(off.statusCode).toBe(200);
    clock.advance(DAY_MS);
    const event = await createEvent(t.db, { eventName: 'Late Forum', date: '2026-12-31' });
    await createSponsorRegistration(t.db, { eventId: event.id, createdAt: at('2026-12-12T09:00:00Z') });
    expect(await t.app.staffDigest.run()).toMatchObject({ day: '2026-12-13', mailed: 1 });
    expect(await digestsTo(english)).toHaveLength(2);
    expect(await digestsTo(arabic)).toHaveLength(3);
  });
});
