/**
 * Content entries of the audit log keep the values written and the rows deleted only as long as
 * the other personal records (the contact inquiries' period): then only the item's name stays.
 */
import type { AuditAction } from '@authority/shared/editor-texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';
import { runRetention } from './retention-job.js';

const DAY = 86_400_000;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const root = await createStaff(t, { role: 'SuperAdmin' });
  token = await signIn(t, root);
});
afterAll(() => t.close());

const entry = async (
  action: AuditAction,
  daysAgo: number,
  details: Record<string, unknown>,
  entityId: string,
) => {
  await audit(t.db, {
    action,
    actor: { id: null, email: 'editor@example.org' },
    entity: 'comments',
    entityId,
    ip: '192.0.2.1',
    at: new Date(Date.now() - daysAgo * DAY),
    details,
  });
};

const detailsOf = async (entityId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id)).map(
    (row) => ({
      action: row.action,
      details: row.details,
    }),
  );

describe('retention of content entries in the audit log', () => {
  it('keeps only the item’s name (and a restored revision) after 365 days, and everything newer', async () => {
    const person = {
      name: 'Dr. Huda Kareem',
      description: 'Phone me on 0770 123 4567',
      imageUrl: '/u/x.webp',
    };
    await entry('content.create', 400, { values: person }, '9001');
    await entry('content.update', 400, { values: { description: 'new words' }, revision: 3 }, '9001');
    await entry('content.delete', 370, { deleted: { id: 9001, ...person } }, '9001');
    await entry('content.create', 20, { values: person }, '9002');
    await entry('login.success', 400, { client: 'x' }, '9003');

    const outcome = await runRetention(t.app);
    expect(outcome.auditEntries).toEqual({ contentEntries: 3 });
    expect(await detailsOf('9001')).toEqual([
      { action: 'content.create', details: { trimmed: true, values: { name: 'Dr. Huda Kareem' } } },
      { action: 'content.update', details: { trimmed: true, revision: 3, values: {} } },
      { action: 'content.delete', details: { trimmed: true, values: { name: 'Dr. Huda Kareem' } } },
    ]);
    // Newer entries and other actions keep what they recorded.
    expect(await detailsOf('9002')).toEqual([{ action: 'content.create', details: { values: person } }]);
    expect(await detailsOf('9003')).toEqual([{ action: 'login.success', details: { client: 'x' } }]);
    // The audit screen still names the deleted item.
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log?action=content.delete',
      headers: bearer(token),
    });
    expect(log.json().items[0].subject).toMatchObject({ id: '9001', name: 'Dr. Huda Kareem', exists: false });
    // A second pass has nothing left to trim, and records no purge.
    expect((await runRetention(t.app)).auditEntries).toEqual({ contentEntries: 0 });
    const purges = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'audit_log'));
    expect(purges.map((row) => row.details)).toEqual([{ contentEntries: 3, days: 365 }]);
  });
});
