/**
 * An event's date as staff write it: a calendar date or an ISO 8601 date-time, stored
 * and answered as the calendar date written, never shifted to another zone.
 */
import { CONTENT_INPUT_TEXTS } from '@authority/shared/content-inputs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

const API = '/api/v1/admin';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, await createStaff(t, { role: 'Admin' }));
});
afterAll(() => t.close());

const write = (method: 'POST' | 'PUT', url: string, date: string) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: bearer(token),
    payload: { eventName: 'Cardiology Congress', location: 'Main hall', date },
  });
const storedDate = async (id: number) =>
  (await t.db.select({ date: events.date }).from(events).where(eq(events.id, id)))[0]?.date;

describe('an event’s date', () => {
  it.each([
    ['2026-12-23', '2026-12-23'],
    ['2026-12-23T10:00:00Z', '2026-12-23'],
    ['2026-12-23T10:00:00.250Z', '2026-12-23'],
    // Late in the evening west of UTC: still the 23rd, as written (UTC would say the 24th).
    ['2026-12-23T23:30:00-05:00', '2026-12-23'],
    // Just after midnight east of UTC: the 23rd, not UTC's 22nd.
    ['2026-12-23T00:30:00+03:00', '2026-12-23'],
    ['2026-12-23T10:00:00', '2026-12-23'],
  ])('%s is stored and answered as %s', async (given, day) => {
    const created = await write('POST', '/events', given);
    expect(created.statusCode).toBe(201);
    const { id, date } = created.json<{ id: number; date: string }>();
    expect(date).toBe(day);
    expect(await storedDate(id)).toBe(day);
    const read = await t.app.inject(`${API}/Events/${id}`);
    expect(read.json()).toMatchObject({ id, date: day });
  });

  it('is changed the same way', async () => {
    const { id } = (await write('POST', '/events', '2026-12-23')).json<{ id: number }>();
    const changed = await write('PUT', `/events/${id}`, '2027-01-05T00:30:00+14:00');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ date: '2027-01-05' });
    expect(await storedDate(id)).toBe('2027-01-05');
  });

  it.each([
    '23/12/2026',
    '2026-02-30',
    '2026-02-30T10:00:00Z',
    '2026-12-23T25:00:00Z',
    '2026-12-23T10:00:00+99:00',
    '2026-12-23 10:00',
    'tomorrow',
  ])('refuses %s with the field’s message and stores nothing', async (given) => {
    const before = (await t.db.select({ id: events.id }).from(events)).length;
    const refused = await write('POST', '/events', given);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { date: [CONTENT_INPUT_TEXTS.date] } });
    expect((await t.db.select({ id: events.id }).from(events)).length).toBe(before);
  });
});
