import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventRegistration } from '../../db/factories.js';
import { auditLog, oneTimeCodes } from '../../db/schema.js';
import { eventCodesOfEvents } from '../../lib/one-time-codes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

const API = '/api/v1/admin';
let t: TestApp;
let token: string;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createStaff(t, { role: 'Admin' });
  staffId = staff.id;
  token = await signIn(t, staff);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Each resource: where it is written and read, a valid body, a change, and a body that must fail. */
const CASES = [
  {
    name: 'organizations',
    write: '/originizations',
    list: '/originizations',
    valid: {
      Name: 'Riverbend Heart Centre',
      Description: '<p>Cardiac care.</p>',
      ImageUrl: '/uploads/abc.webp',
      Priority: 3,
    },
    change: {
      name: 'Riverbend Heart Institute',
      description: '<p>Cardiac care and research.</p>',
      imageUrl: null,
      priority: 1,
    },
    invalid: { name: '', priority: -1 },
    invalidFields: ['name', 'priority'],
  },
  {
    name: 'news',
    write: '/news',
    list: '/news',
    valid: {
      name: 'New MRI suite opens',
      description: 'Line one\nLine two',
      imageUrl: 'https://cdn.example.org/a.webp',
      link: 'https://amanah.example/mri',
      createdOn: '2026-11-01T09:00:00Z',
      isBanner: true,
      isNews: true,
    },
    change: {
      name: 'New MRI suite opens in March',
      description: 'Updated',
      imageUrl: null,
      link: null,
      isBanner: false,
      isNews: true,
    },
    invalid: { name: 'x', link: 'javascript:alert(1)', createdOn: 'not a date' },
    invalidFields: ['link', 'createdOn'],
  },
  {
    name: 'analysis',
    write: '/analysis',
    list: '/analysis',
    valid: { title: 'Beds', number: 1250, imageUrl: null, priority: 2 },
    change: { title: 'Hospital beds', number: 1300, imageUrl: null, priority: 2 },
    invalid: { title: 'Beds', number: -5, priority: 1.5 },
    invalidFields: ['number', 'priority'],
  },
  {
    name: 'comments',
    write: '/comments',
    list: '/comments',
    valid: { name: 'Dr. Hana', description: '<p>Great <strong>teaching</strong>.</p>', imageUrl: null },
    change: { name: 'Dr. Hana K.', description: '<p>Great teaching.</p>', imageUrl: null },
    invalid: { name: 'x'.repeat(201) },
    invalidFields: ['name'],
  },
  {
    name: 'partners',
    write: '/AdminPartner',
    list: '/AdminPartner',
    valid: {
      name: 'Riverbend University',
      description: 'Academic partner',
      link: 'https://riverbend.example',
      imageUrl: null,
    },
    change: {
      name: 'Riverbend University Hospital',
      description: 'Academic partner',
      link: 'https://riverbend.example',
      imageUrl: null,
    },
    invalid: { name: 'P', link: 'ftp://files.example' },
    invalidFields: ['link'],
  },
  {
    name: 'events',
    write: '/events',
    list: '/events/all',
    valid: {
      eventName: 'Nursing Summit',
      formLink: null,
      isActive: true,
      date: '2027-03-14',
      location: 'Hall A',
      time: '09:00 – 16:00',
      description: 'Annual summit',
      imagePath: null,
    },
    change: {
      eventName: 'Nursing Summit 2027',
      isActive: false,
      date: '2027-03-15',
      location: 'Hall B',
      time: null,
      description: null,
      imagePath: null,
    },
    invalid: { eventName: 'E', date: '2027-02-30' },
    invalidFields: ['date'],
  },
  {
    name: 'branches',
    write: '/branches',
    list: '/branches',
    valid: {
      name: 'North Branch',
      city: 'Riverbend',
      address: '12 River Road',
      phone: '+964 780 000 0000',
      email: 'North@Amanah.example',
      mapLink: 'https://maps.example/north',
      imageUrl: null,
      priority: 1,
    },
    change: {
      name: 'North Branch',
      city: 'Riverbend',
      address: '14 River Road',
      phone: null,
      email: null,
      mapLink: null,
      imageUrl: null,
      priority: 2,
    },
    invalid: { name: 'B', city: '', email: 'not-mail' },
    invalidFields: ['city', 'email'],
  },
] as const;

describe.each(CASES)('$name', (c) => {
  it('creates (201, the public shape), shows it on the public read at once, and audits who did it', async () => {
    const before = await t.app.inject({ method: 'GET', url: `${API}${c.list}` });
    const res = await call('POST', c.write, c.valid);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.id).toEqual(expect.any(Number));
    const after = (await t.app.inject({ method: 'GET', url: `${API}${c.list}` })).json() as { id: number }[];
    expect(after.map((row) => row.id)).toContain(created.id);
    expect(after.length).toBe(before.json().length + 1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'content.create'),
          eq(auditLog.entity, c.name),
          eq(auditLog.entityId, String(created.id)),
        ),
      );
    expect(entry).toMatchObject({ actorUserId: staffId });
  });

  it('updates and deletes; an unknown id answers 404', async () => {
    const created = (await call('POST', c.write, c.valid)).json();
    const updated = await call('PUT', `${c.write}/${created.id}`, c.change);
    expect(updated.statusCode).toBe(200);
    for (const [key, value] of Object.entries(c.change)) {
      if (key !== 'email') expect(updated.json()[key]).toEqual(value);
    }
    expect((await call('PUT', `${c.write}/999999`, c.change)).statusCode).toBe(404);
    expect((await call('DELETE', `${c.write}/${created.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${c.write}/${created.id}`)).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: `${API}${c.list}` })).json() as { id: number }[];
    expect(list.map((row) => row.id)).not.toContain(created.id);
  });

  it('refuses invalid input field by field, writing nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `${API}${c.list}` })).json().length;
    const res = await call('POST', c.write, c.invalid);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {}).sort()).toEqual(
      expect.arrayContaining([...c.invalidFields].sort()),
    );
    expect((await t.app.inject({ method: 'GET', url: `${API}${c.list}` })).json().length).toBe(before);
  });

  it('ignores fields that are not in the input (no mass assignment)', async () => {
    const res = await call('POST', c.write, {
      ...c.valid,
      id: 424242,
      createdAt: '2000-01-01',
      shareTokenHash: 'x',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(424242);
  });
});

describe('specific rules', () => {
  it('sanitises HTML descriptions when written', async () => {
    const res = await call('POST', '/originizations', {
      name: 'Sanitised',
      description: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(res.json().description).toBe('<p>Hi<a>x</a></p>');
  });

  it('dates a news item now when no publication date is given', async () => {
    const before = Date.now();
    const res = await call('POST', '/news', { name: 'Undated' });
    expect(Date.parse(res.json().createdOn)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses to delete an event that has submissions, and keeps them', async () => {
    const event = await createEvent(t.db);
    await createEventRegistration(t.db, { eventId: event.id });
    const res = await call('DELETE', `/events/${event.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot be deleted/);
  });

  it('deletes an event with the codes sent for it, and no codes of another event', async () => {
    const [gone, kept] = [await createEvent(t.db), await createEvent(t.db)];
    for (const event of [gone, kept]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `${API}/Events/${event.id}/send-code`,
        payload: { Email: 'visitor@example.org' },
      });
      expect(sent.statusCode).toBe(200);
    }
    const codesOf = async (eventId: number) =>
      (
        await t.db
          .select()
          .from(oneTimeCodes)
          .where(eventCodesOfEvents([eventId]))
      ).length;
    expect(await codesOf(gone.id)).toBe(1);
    expect((await call('DELETE', `/events/${gone.id}`)).statusCode).toBe(200);
    expect(await codesOf(gone.id)).toBe(0);
    expect(await codesOf(kept.id)).toBe(1);
  });

  it('answers 401 to a write without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/news`, payload: { name: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
