/**
 * Who read personal data, and who let unpublished content out: a preview link, a CSV (staff or a
 * share link's holder) and a share link's reads of the lists are audited with who, which event,
 * how many rows and from where.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEvent,
  createEventRegistration,
  createNews,
  createSponsorRegistration,
  type EventRow,
} from '../../db/factories.js';
import { auditLog } from '../../db/schema.js';
import { hashShareKey } from '../../plugins/access.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';

const API = '/api/v1/admin';
let t: TestApp;
let editor: TestStaff;
let token: string;
let event: EventRow;

const entries = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(event.id))));

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, { role: 'Admin' });
  token = await signIn(t, editor);
  event = await createEvent(t.db, { eventName: 'Audit Day' });
  for (let n = 0; n < 3; n++) await createEventRegistration(t.db, { eventId: event.id });
  await createSponsorRegistration(t.db, { eventId: event.id });
});
afterAll(() => t.close());

describe('reading submissions is audited', () => {
  it('records a staff member’s CSV download: who, which event, how many rows, from where', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/events/${event.id}/registrations.csv`,
      headers: bearer(token),
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entries('submissions.download');
    expect(entry).toMatchObject({
      actorUserId: editor.id,
      actorEmail: editor.email,
      entity: 'events',
      entityId: String(event.id),
      ip: '203.0.113.7',
      details: { kind: 'registrations', format: 'csv', rows: 3, via: 'staff' },
    });
  });

  it('records a share link holder’s reads of a list and of a CSV, by the start of the key’s hash', async () => {
    const link = await t.app.inject({
      method: 'POST',
      url: `${API}/events/${event.id}/share-link`,
      headers: bearer(token),
      payload: { days: 7 },
    });
    expect(link.statusCode).toBe(200);
    const key: string = link.json().key;
    const withKey = { 'x-share-key': key };
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/events/${event.id}/registrations?pageSize=2`,
      headers: withKey,
      remoteAddress: '198.51.100.9',
    });
    expect(list.statusCode).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${API}/events/${event.id}/sponsors.csv`,
      headers: withKey,
      remoteAddress: '198.51.100.9',
    });
    expect(csv.statusCode).toBe(200);
    const reads = await entries('submissions.read');
    const keyHash = hashShareKey(key).slice(0, 12);
    expect(reads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorUserId: null,
          ip: '198.51.100.9',
          details: { kind: 'registrations', format: 'list', rows: 2, page: 1, via: 'share-key', keyHash },
        }),
        expect.objectContaining({
          actorUserId: null,
          ip: '198.51.100.9',
          details: { kind: 'sponsors', format: 'csv', rows: 1, via: 'share-key', keyHash },
        }),
      ]),
    );
    expect(reads).toHaveLength(2);
    expect(JSON.stringify(reads)).not.toContain(key);
    // A refused key reads nothing, so nothing is recorded.
    const refused = await t.app.inject({
      method: 'GET',
      url: `${API}/events/${event.id}/registrations`,
      headers: { 'x-share-key': 'x'.repeat(32) },
    });
    expect(refused.statusCode).toBe(403);
    expect(await entries('submissions.read')).toHaveLength(2);
  });
});

describe('preview links are audited', () => {
  it('records who made a preview link for which item, until when, and from where', async () => {
    const draft = await createNews(t.db, { name: 'Not yet out', isPublished: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/staff-content/news/${draft.id}/preview-link`,
      headers: bearer(token),
      remoteAddress: '192.0.2.44',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'preview-link.create'), eq(auditLog.entityId, String(draft.id))));
    expect(entry).toMatchObject({
      actorUserId: editor.id,
      entity: 'news',
      ip: '192.0.2.44',
      details: { expiresAt: res.json().expiresAt },
    });
  });
});
