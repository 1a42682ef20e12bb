import { SHARE_KEY_HEADER, SUBMISSION_TEXTS } from '@authority/shared/submissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEvent,
  createEventRegistration,
  createSponsorRegistration,
  type EventRow,
} from '../../db/factories.js';
import { eventRegistrations } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';
import { csvCell, toCsv } from './csv.js';
import { localTimeWithZone } from './service.js';

const API = '/api/v1/admin';
let t: TestApp;
let token: string;
let event: EventRow;
let other: EventRow;
let clock = new Date('2026-05-01T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock });
  token = await signIn(t, await createStaff(t));
  event = await createEvent(t.db, { eventName: 'Oncology Forum' });
  other = await createEvent(t.db, { eventName: 'Other Event' });
  await createEventRegistration(t.db, {
    eventId: event.id,
    fullName: 'علي حسن',
    email: 'ali@example.org',
    city: 'Najaf',
  });
  await createEventRegistration(t.db, {
    eventId: event.id,
    fullName: 'Sara Jaber',
    email: 'sara@example.org',
    city: 'Basra',
  });
  await createEventRegistration(t.db, {
    eventId: event.id,
    fullName: '=HYPERLINK("http://evil")',
    email: 'evil@example.org',
  });
  await createEventRegistration(t.db, {
    eventId: other.id,
    fullName: 'Not In This Event',
    email: 'no@example.org',
  });
  await createSponsorRegistration(t.db, {
    eventId: event.id,
    company: 'Tigris Labs',
    email: 'labs@example.org',
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

describe('lists', () => {
  it('pages an event’s registrations, newest first, with the total', async () => {
    const res = await get(`/events/${event.id}/registrations?pageSize=2&page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.event).toMatchObject({ id: event.id, eventName: 'Oncology Forum' });
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(2);
    const page2 = (await get(`/events/${event.id}/registrations?pageSize=2&page=2`)).json();
    expect(page2.items).toHaveLength(1);
    const names = [...body.items, ...page2.items].map((r: { fullName: string }) => r.fullName);
    expect(names).not.toContain('Not In This Event');
  });

  it('searches by name, e-mail or city', async () => {
    const byCity = (await get(`/events/${event.id}/registrations?search=basra`)).json();
    expect(byCity.items.map((r: { fullName: string }) => r.fullName)).toEqual(['Sara Jaber']);
    const byArabic = (
      await get(`/events/${event.id}/registrations?search=${encodeURIComponent('علي')}`)
    ).json();
    expect(byArabic.total).toBe(1);
    const literal = (await get(`/events/${event.id}/registrations?search=%25`)).json();
    expect(literal.total).toBe(0);
  });

  it('lists sponsor requests', async () => {
    const body = (await get(`/events/${event.id}/sponsors`)).json();
    expect(body.items.map((r: { company: string }) => r.company)).toEqual(['Tigris Labs']);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await get('/events/999999/registrations')).statusCode).toBe(404);
  });
});

describe('sorting', () => {
  it('sorts by a column in either direction, the id breaking ties', async () => {
    const names = async (query: string) =>
      (await get(`/events/${event.id}/registrations?${query}`))
        .json()
        .items.map((row: { fullName: string }) => row.fullName);
    const ascending = await names('sort=fullName&direction=asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await names('sort=fullName&direction=desc')).toEqual([...ascending].reverse());
    expect((await get(`/events/${event.id}/registrations?sort=password`)).statusCode).toBe(400);
  });
});

describe('CSV', () => {
  it('downloads every registration as UTF-8 CSV with a BOM, formulas defused', async () => {
    const res = await get(`/events/${event.id}/registrations.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="event-${event.id}-registrations.csv"`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      // Who, then how to reach them, then the rest; no workshop columns, as nobody booked one.
      '"Full name","Status","Job title","E-mail","Phone","Title","Gender","Country","City","Notes","Submitted","Checked in","Checked in by","Language"',
    );
    // The language of the page each form came from, by its own name.
    expect(lines[1]?.endsWith(',"English"')).toBe(true);
    // Decision 018: each row's status, in the reader's language.
    expect(lines[1]?.split(',')[1]).toBe('"Booked"');
    expect(lines).toHaveLength(4);
    expect(text).toContain('"علي حسن"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toContain('Not In This Event');
  });

  it('writes the phone as text without an apostrophe, and the time on the site’s clock with its zone', async () => {
    const registration = await createEventRegistration(t.db, {
      eventId: other.id,
      fullName: 'Huda Karim',
      email: 'huda@example.org',
      countryCode: '+964',
      phoneNumber: '07701234567',
    });
    const [stored] = await t.db
      .select({ createdAt: eventRegistrations.createdAt })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registration.id));
    const res = await get(`/events/${other.id}/registrations.csv`);
    const line = res.rawPayload
      .toString('utf8')
      .split('\r\n')
      .find((row) => row.includes('Huda Karim'));
    // '(+964) 07701234567': no formula, no number that loses its zero, no quote mark to delete.
    expect(line).toContain('"(+964) 07701234567"');
    expect(line).not.toContain("'");
    // The default zone is Asia/Baghdad (UTC+3 all year).
    const local = new Date((stored?.createdAt ?? new Date()).getTime() + 3 * 3_600_000).toISOString();
    expect(line).toContain(`"${local.slice(0, 10)} ${local.slice(11, 16)} (UTC+03:00)"`);
    expect(localTimeWithZone(new Date('2026-07-01T12:30:00Z'), 'Europe/London')).toBe(
      '2026-07-01 13:30 (UTC+01:00)',
    );
    expect(localTimeWithZone(new Date('2026-01-01T12:30:00Z'), 'UTC')).toBe('2026-01-01 12:30 (UTC+00:00)');
  });

  it('has workshop columns only when someone booked a workshop', async () => {
    const workshopEvent = await createEvent(t.db, { eventName: 'Workshop Day' });
    await createEventRegistration(t.db, {
      eventId: workshopEvent.id,
      email: 'ws@example.org',
      isWorkshop: true,
      workShop: 'Suturing',
    });
    const [headings] = (await get(`/events/${workshopEvent.id}/registrations.csv`)).rawPayload
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    expect(headings).toContain('"Workshop","Workshop name"');
  });

  it('heads its columns in the reader’s language, and names an Arabic registrant’s language', async () => {
    await createSponsorRegistration(t.db, {
      eventId: event.id,
      company: 'شركة دجلة',
      email: 'dijla@example.org',
      locale: 'ar',
    });
    const res = await get(`/events/${event.id}/sponsors.csv`, { ...bearer(token), 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"الاسم الكامل","الحالة","الشركة","فئة الرعاية","البريد الإلكتروني","رقم الهاتف","التخصص","الموقع الإلكتروني","اللقب","الجنس","المسمى الوظيفي","البلد","المدينة","تاريخ الإرسال","وقت الحضور","سجّل الحضور","اللغة"',
    );
    expect(lines.find((line) => line.includes('شركة دجلة'))?.endsWith(',"العربية"')).toBe(true);
    expect(lines.find((line) => line.includes('Tigris Labs'))?.endsWith(',"English"')).toBe(true);
    // The JSON list says it too, for the dashboard.
    const list = (await get(`/events/${event.id}/sponsors`)).json();
    expect(list.items.find((row: { company: string }) => row.company === 'شركة دجلة').locale).toBe('ar');
  });

  it('quotes and escapes cells', () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('+964 780')).toBe(`"'+964 780"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(toCsv(['a'], [[1]])).toBe('\uFEFF"a"\r\n"1"\r\n');
  });
});

describe('share link', () => {
  const createLink = (eventId: number, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/events/${eventId}/share-link`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const withKey = (key: string) => ({ [SHARE_KEY_HEADER]: key });
  const statusOf = async (eventId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${API}/events/${eventId}/share-link`,
        headers: bearer(token),
      })
    ).json();

  it('opens that one event’s submissions with the key in a header, until it is revoked', async () => {
    const created = await createLink(event.id);
    expect(created.statusCode).toBe(200);
    const { key, url, expiresAt } = created.json();
    expect(key.length).toBeGreaterThanOrEqual(32);
    // The key is in the fragment, which no browser sends to a server or a proxy logs.
    expect(url).toBe(`${t.config.publicUrl}/viewSubmission/${event.id}#key=${key}`);
    expect(expiresAt).toBe(new Date(clock.getTime() + 30 * 86_400_000).toISOString());

    const viaKey = await get(`/events/${event.id}/registrations`, withKey(key));
    expect(viaKey.statusCode).toBe(200);
    expect(viaKey.json().total).toBe(3);
    expect((await get(`/events/${event.id}/sponsors.csv`, withKey(key))).statusCode).toBe(200);

    // The same key does not open another event.
    const wrongEvent = await get(`/events/${other.id}/registrations`, withKey(key));
    expect(wrongEvent.statusCode).toBe(403);
    expect(wrongEvent.json()).toEqual({ message: SUBMISSION_TEXTS.linkInvalid });

    // When and by whom the link was made, so replacing it can say whose link stops working.
    expect(await statusOf(event.id)).toEqual({
      active: true,
      expiresAt,
      createdAt: clock.toISOString(),
      createdBy: expect.any(String),
    });

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${API}/events/${event.id}/share-link`,
      headers: bearer(token),
    });
    expect(revoked.json()).toEqual({ message: SUBMISSION_TEXTS.linkRevoked });
    const afterRevoke = await get(`/events/${event.id}/registrations`, withKey(key));
    expect(afterRevoke.statusCode).toBe(403);
    expect(afterRevoke.json()).toEqual({ message: SUBMISSION_TEXTS.linkInvalid });
    expect(await statusOf(event.id)).toEqual({
      active: false,
      expiresAt: null,
      createdAt: null,
      createdBy: null,
    });
  });

  it('takes no key from the query string: an old-format link is told so', async () => {
    const { key } = (await createLink(event.id)).json();
    const res = await get(`/events/${event.id}/registrations?key=${key}`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SUBMISSION_TEXTS.linkFormatChanged });
  });

  it('expires after the days chosen when it was made (7, 30 or 90), and refuses other lifetimes', async () => {
    const made = clock;
    const { key, expiresAt } = (await createLink(event.id, { days: 7 })).json();
    expect(expiresAt).toBe(new Date(made.getTime() + 7 * 86_400_000).toISOString());
    expect((await createLink(event.id, { days: 365 })).statusCode).toBe(400);
    // The refused request left the 7-day link as it was.
    clock = new Date(made.getTime() + 7 * 86_400_000 - 1000);
    token = await signIn(t, await createStaff(t));
    expect((await get(`/events/${event.id}/registrations`, withKey(key))).statusCode).toBe(200);
    clock = new Date(made.getTime() + 7 * 86_400_000);
    token = await signIn(t, await createStaff(t));
    const expired = await get(`/events/${event.id}/registrations`, withKey(key));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: SUBMISSION_TEXTS.linkInvalid });
    expect(await statusOf(event.id)).toEqual({
      active: false,
      expiresAt: null,
      createdAt: null,
      createdBy: null,
    });
    const ninety = (await createLink(event.id, { days: 90 })).json();
    expect(ninety.expiresAt).toBe(new Date(clock.getTime() + 90 * 86_400_000).toISOString());
  });

  it('a new link replaces the old one', async () => {
    const first = (await createLink(event.id)).json();
    const second = (await createLink(event.id)).json();
    expect((await get(`/events/${event.id}/registrations`, withKey(first.key))).statusCode).toBe(403);
    expect((await get(`/events/${event.id}/registrations`, withKey(second.key))).statusCode).toBe(200);
  });

  it.each(['', 'wrong-key-wrong-key-wrong-key', 'x'.repeat(300)])(
    'shows only the invalid-link text for a missing or wrong key (%s)',
    async (key) => {
      const res = await get(`/events/${event.id}/registrations`, key ? withKey(key) : {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SUBMISSION_TEXTS.linkInvalid });
    },
  );
});
