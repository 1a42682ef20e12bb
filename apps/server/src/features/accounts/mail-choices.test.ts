/**
 * The account's own mail choices (docs/staff-mail.md): read as they apply over the role's
 * defaults, saved as given and audited, refused for kinds the role may not get; and
 * staffRecipients following them, never mailing an Editor or Door staff personal data.
 */
import { DEPARTMENTS } from '@authority/shared/constants';
import { PERSONAL_DATA_MAIL_KINDS, STAFF_MAIL_KINDS } from '@authority/shared/staff-mail';
import { MAIL_CHOICES_TEXTS_BY_LOCALE } from '@authority/shared/staff-mail-choices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { staffRecipients } from '../../lib/staff-mail.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';

const URL = '/api/v1/Accounts/me/mail-choices';
const clock = manualClock('2026-12-02T09:00:00Z');
let t: TestApp;
let admin: TestStaff;
let superAdmin: TestStaff;
let editor: TestStaff;
let door: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = await createStaff(t, { role: 'Admin' });
  superAdmin = await createStaff(t, { role: 'SuperAdmin' });
  editor = await createStaff(t, { role: 'Editor' });
  door = await createStaff(t, { role: 'DoorStaff' });
});
afterAll(() => t.close());

const call = async (
  staff: TestStaff,
  method: 'GET' | 'PUT',
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: URL,
    headers: { ...bearer(await signIn(t, staff)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const storedOf = async (staff: TestStaff) =>
  (await t.db.select({ mailChoices: users.mailChoices }).from(users).where(eq(users.id, staff.id)))[0]
    ?.mailChoices;
const recipientIds = async (
  ...args: Parameters<typeof staffRecipients> extends [unknown, ...infer R] ? R : never
) => (await staffRecipients(t.db, ...args)).map((r) => r.userId);

describe('the defaults of each role', () => {
  it('an Admin and a SuperAdmin get every kind, for every department, all by default', async () => {
    for (const staff of [admin, superAdmin]) {
      const res = await call(staff, 'GET');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        kinds: STAFF_MAIL_KINDS.map((kind) => ({ kind, on: true, isDefault: true, defaultOn: true })),
        departments: { chosen: [...DEPARTMENTS], isDefault: true, defaults: [...DEPARTMENTS] },
      });
    }
  });

  it('an Editor is offered only the mails about their own items, on by default, and no departments', async () => {
    const res = await call(editor, 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kinds: [
        { kind: 'reviewReturned', on: true, isDefault: true, defaultOn: true },
        { kind: 'reviewDue', on: true, isDefault: true, defaultOn: true },
      ],
      departments: { chosen: [], isDefault: true, defaults: [] },
    });
  });

  it('Door staff reach no mail choices: 403 to read and to save, nothing stored', async () => {
    expect((await call(door, 'GET')).statusCode).toBe(403);
    const put = await call(door, 'PUT', { kinds: { reviewDue: true } });
    expect(put.statusCode).toBe(403);
    expect(await storedOf(door)).toEqual({ kinds: {} });
  });

  it('asks for a signed-in account', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('saving', () => {
  it('stores the choices as given, answers them over the defaults, and audits the change', async () => {
    const staff = await createStaff(t, { role: 'Admin' });
    clock.advance(60_000);
    const res = await call(staff, 'PUT', {
      kinds: { registrationDigest: false, reviewDue: true },
      departments: ['Medical Education', 'General Inquiry', 'Medical Education'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MAIL_CHOICES_TEXTS_BY_LOCALE.en.saved);
    expect(body.kinds).toEqual([
      { kind: 'newInquiry', on: true, isDefault: true, defaultOn: true },
      { kind: 'registrationDigest', on: false, isDefault: false, defaultOn: true },
      { kind: 'reviewRequested', on: true, isDefault: true, defaultOn: true },
      { kind: 'reviewReturned', on: true, isDefault: true, defaultOn: true },
      { kind: 'reviewDue', on: true, isDefault: false, defaultOn: true },
    ]);
    // Each department once, in the list's order.
    expect(body.departments).toEqual({
      chosen: ['General Inquiry', 'Medical Education'],
      isDefault: false,
      defaults: [...DEPARTMENTS],
    });
    expect(await storedOf(staff)).toEqual({
      kinds: { registrationDigest: false, reviewDue: true },
      departments: ['General Inquiry', 'Medical Education'],
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.mail-choices'), eq(auditLog.actorUserId, staff.id)));
    expect(entry).toMatchObject({
      entity: 'user',
      entityId: String(staff.id),
      actorEmail: staff.email,
      at: clock.now(),
      details: {
        before: { kinds: {} },
        after: {
          kinds: { registrationDigest: false, reviewDue: true },
          departments: ['General Inquiry', 'Medical Education'],
        },
      },
    });
    // Read back: the same as the save answered.
    const { message: _message, ...answer } = body;
    expect((await call(staff, 'GET')).json()).toEqual(answer);
  });

  it('a kind left out goes back to the role, and no department chosen means none', async () => {
    const staff = await createStaff(t, { role: 'Admin' });
    await call(staff, 'PUT', { kinds: { newInquiry: false }, departments: ['Job Opportunities'] });
    const res = await call(staff, 'PUT', { kinds: {}, departments: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().kinds[0]).toEqual({ kind: 'newInquiry', on: true, isDefault: true, defaultOn: true });
    expect(res.json().departments).toEqual({ chosen: [], isDefault: false, defaults: [...DEPARTMENTS] });
    expect(await storedOf(staff)).toEqual({ kinds: {}, departments: [] });
  });

  it('an Editor saves the kinds open to them', async () => {
    const staff = await createStaff(t, { role: 'Editor' });
    const res = await call(staff, 'PUT', { kinds: { reviewDue: false, newInquiry: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().kinds).toEqual([
      { kind: 'reviewReturned', on: true, isDefault: true, defaultOn: true },
      { kind: 'reviewDue', on: false, isDefault: false, defaultOn: true },
    ]);
    expect(await storedOf(staff)).toEqual({ kinds: { reviewDue: false, newInquiry: false } });
  });
});

describe('refusals (400, nothing stored)', () => {
  it('an unknown kind of mail', async () => {
    const res = await call(admin, 'PUT', { kinds: { weeklyNewsletter: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unknown kind of mail: weeklyNewsletter/);
    expect(await storedOf(admin)).toEqual({ kinds: {} });
  });

  it('a kind that is not true or false, an unknown field, an unknown department', async () => {
    for (const payload of [
      { kinds: { newInquiry: 'yes' } },
      { kinds: {}, everything: true },
      { kinds: {}, departments: ['Cardiology'] },
      { departments: [] },
    ]) {
      const res = await call(admin, 'PUT', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const unknownDepartment = await call(admin, 'PUT', { kinds: {}, departments: ['Cardiology'] });
    expect(JSON.stringify(unknownDepartment.json())).toMatch(/Unknown department/);
    expect(await storedOf(admin)).toEqual({ kinds: {} });
  });

  it('an Editor choosing new inquiries or the registrations digest, in the language asked for', async () => {
    const res = await call(editor, 'PUT', { kinds: { newInquiry: true, reviewDue: false } });
    expect(res.statusCode).toBe(400);
    const en = MAIL_CHOICES_TEXTS_BY_LOCALE.en;
    expect(res.json()).toEqual({
      message: en.notForRole(en.kinds.newInquiry.label),
      errors: { 'kinds.newInquiry': [en.notForRole(en.kinds.newInquiry.label)] },
    });
    const ar = MAIL_CHOICES_TEXTS_BY_LOCALE.ar;
    const inArabic = await call(
      editor,
      'PUT',
      { kinds: { registrationDigest: true } },
      { 'accept-language': 'ar' },
    );
    expect(inArabic.statusCode).toBe(400);
    expect(inArabic.json().message).toBe(ar.notForRole(ar.kinds.registrationDigest.label));
    const departments = await call(editor, 'PUT', { kinds: {}, departments: ['General Inquiry'] });
    expect(departments.statusCode).toBe(400);
    expect(departments.json().errors).toEqual({ departments: [en.notForRole(en.kinds.newInquiry.label)] });
    expect(await storedOf(editor)).toEqual({ kinds: {} });
  });
});

describe('staffRecipients follows the choices', () => {
  it('mails who chose a kind, and for a new inquiry only who chose its department', async () => {
    const quiet = await createStaff(t, { role: 'Admin' });
    const jobsOnly = await createStaff(t, { role: 'Admin' });
    await call(quiet, 'PUT', {
      kinds: { newInquiry: false, registrationDigest: false, reviewRequested: false },
    });
    await call(jobsOnly, 'PUT', { kinds: {}, departments: ['Job Opportunities'] });

    const medical = await recipientIds('newInquiry', { department: 'Medical Education' });
    expect(medical).toContain(admin.id);
    expect(medical).not.toContain(quiet.id);
    expect(medical).not.toContain(jobsOnly.id);
    expect(await recipientIds('newInquiry', { department: 'Job Opportunities' })).toContain(jobsOnly.id);
    const digest = await recipientIds('registrationDigest');
    expect(digest).toEqual(expect.arrayContaining([admin.id, superAdmin.id, jobsOnly.id]));
    expect(digest).not.toContain(quiet.id);
    expect(await recipientIds('reviewRequested', { only: [quiet.id, admin.id] })).toEqual([admin.id]);
    // Reviews of their own items reach an Editor; requests to review do not (reviewers only).
    expect(await recipientIds('reviewReturned', { only: [editor.id] })).toEqual([editor.id]);
    expect(await recipientIds('reviewRequested')).not.toContain(editor.id);
  });

  it('never an Editor or Door staff for personal data, whatever is stored', async () => {
    const stored = {
      kinds: Object.fromEntries(STAFF_MAIL_KINDS.map((kind) => [kind, true])),
      departments: [...DEPARTMENTS],
    };
    await t.db.update(users).set({ mailChoices: stored }).where(eq(users.id, editor.id));
    await t.db.update(users).set({ mailChoices: stored }).where(eq(users.id, door.id));
    for (const kind of PERSONAL_DATA_MAIL_KINDS) {
      const ids = await recipientIds(kind, kind === 'newInquiry' ? { department: 'General Inquiry' } : {});
      expect(ids, kind).not.toContain(editor.id);
      expect(ids, kind).not.toContain(door.id);
      expect(ids, kind).toContain(admin.id);
    }
    // Door staff get no staff mail at all.
    for (const kind of STAFF_MAIL_KINDS) expect(await recipientIds(kind)).not.toContain(door.id);
    // And the Editor's page shows what applies, not what is stored.
    const res = await call(editor, 'GET');
    expect(res.json().kinds.map((k: { kind: string }) => k.kind)).toEqual(['reviewReturned', 'reviewDue']);
    expect(res.json().departments.chosen).toEqual([]);
    await t.db
      .update(users)
      .set({ mailChoices: { kinds: {} } })
      .where(eq(users.id, editor.id));
  });
});
