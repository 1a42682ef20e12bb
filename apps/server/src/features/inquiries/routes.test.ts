import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactInquiry } from '../../db/factories.js';
import { auditLog, contactInquiries } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';

let t: TestApp;
let staff: TestStaff;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaff(t);
  token = await signIn(t, staff);
  await createContactInquiry(t.db, {
    department: 'General Inquiry',
    subject: 'Parking',
    submittedAt: new Date('2026-11-01'),
  });
  await createContactInquiry(t.db, {
    department: 'Medical Education',
    subject: 'Residency',
    submittedAt: new Date('2026-11-02'),
  });
  await createContactInquiry(t.db, {
    department: 'Medical Education',
    subject: 'Fellowship',
    submittedAt: new Date('2026-11-03'),
  });
});
afterAll(() => t.close());

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/inquiries${query}`, headers: bearer(token) });

describe('inquiries', () => {
  it('lists newest first and filters by department', async () => {
    const all = (await list()).json();
    expect(all.total).toBe(3);
    expect(all.items.map((i: { subject: string }) => i.subject)).toEqual([
      'Fellowship',
      'Residency',
      'Parking',
    ]);
    const education = (await list('?department=Medical%20Education')).json();
    expect(education.items.map((i: { subject: string }) => i.subject)).toEqual(['Fellowship', 'Residency']);
    expect((await list('?department=Billing')).statusCode).toBe(400);
  });

  it('marks an inquiry handled (by whom, when, audited) and open again', async () => {
    const [first] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.subject, 'Parking'));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/inquiries/${first?.id}`,
      headers: bearer(token),
      payload: { handled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first?.id, handledBy: staff.email });
    expect((await list('?handled=true')).json().items.map((i: { subject: string }) => i.subject)).toEqual([
      'Parking',
    ]);
    expect((await list('?handled=false')).json().total).toBe(2);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.handled'));
    expect(entry).toMatchObject({ actorUserId: staff.id, entityId: String(first?.id) });

    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/inquiries/${first?.id}`,
      headers: bearer(token),
      payload: { handled: false },
    });
    expect((await list('?handled=true')).json().total).toBe(0);
  });

  it('searches subject, message, name and e-mail', async () => {
    expect((await list('?search=fellow')).json().total).toBe(1);
  });
});
