/**
 * The departments' inbox (docs/inquiries-inbox.md): a visitor's inquiry reaches its department's
 * address and the staff who chose that department; staff filter, assign, change the status, add
 * notes and mail replies; the thread is in the privacy export, the erase and the retention.
 */
import { INBOX_TEXTS_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import { DEFAULT_SETTINGS } from '@authority/shared/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactInquiry } from '../../db/factories.js';
import { auditLog, contactInquiries, inquiryEntries, mailOutbox, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';
import { applyMailRetention } from '../privacy/index.js';
import { newInquiryCounts } from './index.js';

const clock = manualClock('2026-11-22T09:00:00Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(clock.now().getTime() - ms);
const EDUCATION = 'education@amanah-health.example';
const DESK = 'desk@amanah-health.example';
const BASE = '/api/v1/admin/inquiries';

let t: TestApp;
let root: TestStaff;
let admin: TestStaff;
let arabicAdmin: TestStaff;
let door: TestStaff;
let editor: TestStaff;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_TO: DESK }, clock: clock.now });
  root = await createStaff(t, { role: 'SuperAdmin', firstName: 'Rana', lastName: 'Saleh' });
  admin = await createStaff(t, { role: 'Admin', firstName: 'Karim', lastName: 'Aziz' });
  arabicAdmin = await createStaff(t, { role: 'Admin', firstName: 'هدى', lastName: 'كريم' });
  door = await createStaff(t, { role: 'DoorStaff' });
  editor = await createStaff(t, { role: 'Editor' });
  // Karim answers general inquiries only; Huda, in Arabic, medical education only.
  await t.db
    .update(users)
    .set({ mailChoices: { kinds: {}, departments: ['General Inquiry'] } })
    .where(eq(users.id, admin.id));
  await t.db
    .update(users)
    .set({ locale: 'ar', mailChoices: { kinds: {}, departments: ['Medical Education'] } })
    .where(eq(users.id, arabicAdmin.id));
  for (const [name, staff] of Object.entries({ root, admin, arabicAdmin, door, editor }))
    tokens[name] = await signIn(t, staff);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings',
    headers: bearer(tokens.root ?? ''),
    payload: {
      ...DEFAULT_SETTINGS,
      departmentEmails: { ...DEFAULT_SETTINGS.departmentEmails, medicalEducation: EDUCATION },
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

const as = (who: string) => bearer(tokens[who] ?? '');
const list = (query = '', who = 'admin') =>
  t.app.inject({ method: 'GET', url: `${BASE}${query}`, headers: as(who) });
const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, who = 'admin') =>
  t.app.inject({ method, url: `${BASE}${url}`, headers: as(who), ...(payload ? { payload } : {}) });
const outboxTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('a new inquiry', () => {
  it('goes to its department’s address (else CONTACT_TO), and at once to the staff who chose the department, in their language', async () => {
    const send = (department: string, email: string, subject: string, lang = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/email/send${lang}`,
        payload: { name: 'Huda Kareem', email, subject, department, message: 'Is the residency open?' },
      });
    expect((await send('Medical Education', 'huda@example.org', 'Residency', '?lang=ar')).statusCode).toBe(
      200,
    );
    expect((await send('General Inquiry', 'ali@example.org', 'Parking')).statusCode).toBe(200);

    expect((await outboxTo(EDUCATION)).map((m) => m.subject)).toEqual(['[Medical Education] Residency']);
    expect((await outboxTo(DESK)).map((m) => m.subject)).toEqual(['[General Inquiry] Parking']);

    const [residency] = await t.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.subject, 'Residency'));
    expect(residency).toMatchObject({ status: 'new', assigneeId: null, locale: 'ar' });
    // Huda chose medical education: one mail, in Arabic, with the link and not the message.
    const toHuda = await outboxTo(arabicAdmin.email);
    expect(toHuda.map((m) => m.subject)).toEqual(['استفسار جديد لقسم التعليم الطبي: Residency']);
    expect(toHuda[0]).toMatchObject({ kind: 'new-inquiry' });
    expect(toHuda[0]?.text).toContain(`/dashboard/inquiries?id=${residency?.id}`);
    expect(toHuda[0]?.text).toContain('/dashboard/account#mail-choices');
    expect(toHuda[0]?.text).not.toContain('Is the residency open?');
    // Karim chose general inquiries only; the SuperAdmin keeps the default (every department).
    expect((await outboxTo(admin.email)).map((m) => m.subject)).toEqual([
      'New inquiry for General Inquiry: Parking',
    ]);
    expect((await outboxTo(root.email)).map((m) => m.subject).sort()).toEqual([
      'New inquiry for General Inquiry: Parking',
      'New inquiry for Medical Education: Residency',
    ]);
    // Door staff and editors get none.
    expect(await outboxTo(door.email)).toEqual([]);
    expect(await outboxTo(editor.email)).toEqual([]);
  });
});

describe('the inbox', () => {
  let older: number;
  let newer: number;

  beforeAll(async () => {
    await t.db.delete(contactInquiries);
    older = (
      await createContactInquiry(t.db, {
        subject: 'Older',
        department: 'Medical Education',
        submittedAt: ago(3 * 24 * HOUR),
      })
    ).id;
    newer = (
      await createContactInquiry(t.db, {
        subject: 'Newer',
        department: 'Medical Education',
        submittedAt: ago(HOUR),
      })
    ).id;
    await createContactInquiry(t.db, {
      subject: 'Done',
      department: 'General Inquiry',
      status: 'closed',
      handledAt: ago(HOUR),
      submittedAt: ago(10 * 24 * HOUR),
    });
  });

  const subjects = async (query: string, who = 'admin') =>
    (await list(query, who)).json().items.map((i: { subject: string }) => i.subject);

  it('lists by waiting (the open ones, longest waiting first) with how long each has waited', async () => {
    const res = await list('?order=waiting');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { subject: string }) => i.subject)).toEqual(['Older', 'Newer', 'Done']);
    expect(body.items[0]).toMatchObject({ status: 'new', waitedMinutes: 3 * 24 * 60, assigneeName: null });
    expect(body.items[1]).toMatchObject({ waitedMinutes: 60 });
    expect(await subjects('')).toEqual(['Newer', 'Older', 'Done']);
  });

  it('filters by department, status and assignee', async () => {
    expect(await subjects('?department=Medical%20Education&order=waiting')).toEqual(['Older', 'Newer']);
    expect(await subjects('?status=closed')).toEqual(['Done']);
    expect(await subjects('?status=new&department=General%20Inquiry')).toEqual([]);
    expect(await subjects('?assignee=unassigned')).toEqual(['Newer', 'Older', 'Done']);
    expect(await subjects('?assignee=mine')).toEqual([]);
  });

  it.each(['?status=waiting', '?assignee=someone', '?assignee=0', '?order=oldest', '?department=Billing'])(
    'refuses %s with 400',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    },
  );

  it('assigns to me (a new one is then in progress), to someone, or to nobody; never to door staff or editors', async () => {
    const mine = await call('PUT', `/${older}/assignee`, { assignee: 'me' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().inquiry).toMatchObject({
      assigneeId: admin.id,
      assigneeName: 'Karim Aziz',
      status: 'in-progress',
    });
    expect(await subjects('?assignee=mine')).toEqual(['Older']);
    expect(await subjects(`?assignee=${admin.id}`, 'root')).toEqual(['Older']);
    expect(await subjects('?assignee=mine', 'root')).toEqual([]);

    const other = await call('PUT', `/${newer}/assignee`, { assignee: arabicAdmin.id });
    expect(other.json().inquiry).toMatchObject({ assigneeId: arabicAdmin.id, status: 'in-progress' });
    const nobody = await call('PUT', `/${newer}/assignee`, { assignee: null });
    expect(nobody.json().inquiry).toMatchObject({ assigneeId: null, status: 'in-progress' });

    for (const refused of [door.id, editor.id, 99_999]) {
      const res = await call('PUT', `/${newer}/assignee`, { assignee: refused });
      expect(res.statusCode).toBe(400);
      const message = INBOX_TEXTS_BY_LOCALE.en.notAssignable;
      expect(res.json()).toEqual({ message, errors: { assignee: [message] } });
    }
    expect((await call('PUT', `/${newer}/assignee`, { assignee: 'someone' })).statusCode).toBe(400);
    expect((await call('PUT', '/99999/assignee', { assignee: 'me' })).statusCode).toBe(404);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inquiry.assigned'), eq(auditLog.entityId, String(older))));
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        entity: 'inquiry',
        details: { from: null, to: admin.id },
      }),
    ]);
    const people = (await call('GET', '/assignees')).json();
    expect(people.map((p: { id: number }) => p.id).sort()).toEqual(
      [root.id, admin.id, arabicAdmin.id].sort(),
    );
  });

  it('changes the status; the handled mark follows it, and marking handled closes it', async () => {
    const res = await call('PUT', `/${newer}/status`, { status: 'closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().inquiry).toMatchObject({
      status: 'closed',
      statusChangedAt: clock.now().toISOString(),
    });
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, newer));
    expect(row).toMatchObject({ status: 'closed', handledBy: admin.id });
    expect(row?.handledAt?.toISOString()).toBe(clock.now().toISOString());
    expect(await subjects('?handled=true')).toEqual(['Newer', 'Done']);

    // Opened again through the old mark: in progress when someone has it, else new.
    const reopened = await call('PUT', `/${newer}`, { handled: false });
    expect(reopened.json()).toMatchObject({ id: newer, handledAt: null, status: 'new' });
    const handled = await call('PUT', `/${older}`, { handled: true });
    expect(handled.json()).toMatchObject({ id: older, handledBy: admin.email, status: 'closed' });
    const back = await call('PUT', `/${older}`, { handled: false });
    expect(back.json()).toMatchObject({ status: 'in-progress' });

    expect((await call('PUT', `/${newer}/status`, { status: 'done' })).statusCode).toBe(400);
    expect((await call('PUT', '/99999/status', { status: 'closed' })).statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inquiry.status'), eq(auditLog.entityId, String(newer))));
    expect(entry).toMatchObject({ actorUserId: admin.id, details: { from: 'in-progress', to: 'closed' } });
  });

  it('adds an internal note: in the thread, never mailed, its words not in the audit log', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    const res = await call('POST', `/${older}/notes`, {
      body: '  Called the visitor; waiting for the form.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entries).toEqual([
      expect.objectContaining({
        kind: 'note',
        body: 'Called the visitor; waiting for the form.',
        authorName: 'Karim Aziz',
        mailStatus: null,
      }),
    ]);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.note'));
    expect(entry).toMatchObject({ actorUserId: admin.id, entityId: String(older) });
    expect(JSON.stringify(entry?.details)).not.toContain('Called');

    expect((await call('POST', `/${older}/notes`, { body: '   ' })).statusCode).toBe(400);
    expect((await call('POST', `/${older}/notes`, { body: 'x'.repeat(10_001) })).statusCode).toBe(400);
    expect((await call('POST', '/99999/notes', { body: 'Hello' })).statusCode).toBe(404);
  });

  it('mails a reply to the visitor in their language, the inquiry quoted, replies to the department; answered', async () => {
    const visitor = await createContactInquiry(t.db, {
      name: 'ليلى',
      email: 'layla@example.org',
      subject: 'موعد الإقامة',
      department: 'Medical Education',
      message: 'متى يبدأ برنامج الإقامة؟\nوشكرًا.',
      locale: 'ar',
      submittedAt: new Date('2026-11-20T08:00:00Z'),
    });
    const res = await call(
      'POST',
      `/${visitor.id}/replies`,
      { body: 'يبدأ البرنامج في كانون الثاني.' },
      'root',
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.inquiry).toMatchObject({ status: 'answered' });
    expect(body.entries).toEqual([
      expect.objectContaining({ kind: 'reply', authorName: 'Rana Saleh', mailStatus: 'pending' }),
    ]);
    const [mail] = await outboxTo('layla@example.org');
    expect(mail).toMatchObject({ replyTo: EDUCATION, kind: 'inquiry-reply', subject: 'رد: موعد الإقامة' });
    expect(mail?.text).toContain('يبدأ البرنامج في كانون الثاني.');
    expect(mail?.text).toContain('> متى يبدأ برنامج الإقامة؟');
    expect(mail?.text).toContain('> وشكرًا.');
    expect(mail?.text).toContain('كتبتَ إلى قسم التعليم الطبي');
    expect(mail?.html).toContain('lang="ar" dir="rtl"');
    const [entry] = await t.db.select().from(inquiryEntries).where(eq(inquiryEntries.inquiryId, visitor.id));
    expect(entry).toMatchObject({ kind: 'reply', mailId: mail?.id, authorUserId: root.id });
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, visitor.id));
    expect(row).toMatchObject({ status: 'answered', handledBy: root.id });
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.reply'));
    expect(audited).toMatchObject({
      actorUserId: root.id,
      entityId: String(visitor.id),
      details: { entryId: entry?.id, mailId: mail?.id, status: 'answered' },
    });

    // In English, to a department without its own address (CONTACT_TO), staff keep it in progress.
    const english = await createContactInquiry(t.db, {
      email: 'omar@example.org',
      subject: 'Parking',
      department: 'General Inquiry',
      message: 'Where can I park?',
    });
    const kept = await call('POST', `/${english.id}/replies`, {
      body: 'Level 2 of the garage.',
      status: 'in-progress',
    });
    expect(kept.json().inquiry).toMatchObject({ status: 'in-progress', handledAt: null });
    const [englishMail] = await outboxTo('omar@example.org');
    expect(englishMail).toMatchObject({ replyTo: DESK, subject: 'Re: Parking' });
    expect(englishMail?.text).toMatch(
      /Level 2 of the garage\.[\s\S]*you wrote to General Inquiry:\n> Parking\n>\n> Where can I park\?/,
    );

    expect((await call('POST', `/${english.id}/replies`, { body: '' })).statusCode).toBe(400);
    expect((await call('POST', `/${english.id}/replies`, { body: 'Hi', status: 'gone' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/99999/replies', { body: 'Hi' })).statusCode).toBe(404);
    expect((await call('GET', '/99999')).statusCode).toBe(404);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
  });

  it('opens one inquiry with its whole thread', async () => {
    const res = await call('GET', `/${older}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      inquiry: { id: older, subject: 'Older', assigneeName: 'Karim Aziz' },
      entries: [expect.objectContaining({ kind: 'note' })],
    });
  });

  it('refuses editors and door staff every call', async () => {
    for (const who of ['editor', 'door']) {
      expect((await list('', who)).statusCode).toBe(403);
      expect((await call('GET', `/${older}`, undefined, who)).statusCode).toBe(403);
      expect((await call('PUT', `/${older}/status`, { status: 'closed' }, who)).statusCode).toBe(403);
      expect((await call('PUT', `/${older}/assignee`, { assignee: 'me' }, who)).statusCode).toBe(403);
      expect((await call('POST', `/${older}/notes`, { body: 'x' }, who)).statusCode).toBe(403);
      expect((await call('POST', `/${older}/replies`, { body: 'x' }, who)).statusCode).toBe(403);
    }
  });

  it('counts the new inquiries of each department in one query', async () => {
    await createContactInquiry(t.db, { department: 'Job Opportunities' });
    await createContactInquiry(t.db, { department: 'Job Opportunities' });
    const counts = await newInquiryCounts(t.db);
    const expected = await t.db.select().from(contactInquiries).where(eq(contactInquiries.status, 'new'));
    expect(counts).toEqual({
      'General Inquiry': expected.filter((i) => i.department === 'General Inquiry').length,
      'Appointment Scheduling': 0,
      'Medical Education': expected.filter((i) => i.department === 'Medical Education').length,
      'Job Opportunities': 2,
    });
    expect(counts['Medical Education']).toBe(1);
  });
});

describe('the thread is personal data', () => {
  it('is in the export, goes with the erase, and with the retention', async () => {
    const person = 'sami@example.org';
    const inquiry = await createContactInquiry(t.db, { email: person, subject: 'My records' });
    await call('POST', `/${inquiry.id}/notes`, { body: 'Checked the file.' });
    await call('POST', `/${inquiry.id}/replies`, { body: 'Your records are ready.' });
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/personal-data/export',
      headers: as('root'),
      payload: { email: person },
    });
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.contactInquiries).toEqual([
      expect.objectContaining({
        subject: 'My records',
        thread: [
          expect.objectContaining({ kind: 'note', body: 'Checked the file.', authorName: 'Karim Aziz' }),
          expect.objectContaining({ kind: 'reply', body: 'Your records are ready.' }),
        ],
      }),
    ]);
    expect(data.mails.map((m: { kind: string }) => m.kind)).toEqual(['inquiry-reply']);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/personal-data/erase',
      headers: as('root'),
      payload: { email: person },
    });
    expect(erased.json().erased).toMatchObject({ contactInquiries: 1, mails: 1 });
    expect(await t.db.select().from(inquiryEntries).where(eq(inquiryEntries.inquiryId, inquiry.id))).toEqual(
      [],
    );

    const old = await createContactInquiry(t.db, { subject: 'Long ago', submittedAt: ago(400 * 24 * HOUR) });
    await call('POST', `/${old.id}/notes`, { body: 'Old note' });
    const kept = await createContactInquiry(t.db, { subject: 'Recent' });
    await call('POST', `/${kept.id}/notes`, { body: 'Recent note' });
    await applyMailRetention(t.db, clock.now(), { inquiryDays: 365, outboxDays: 30 });
    expect(await t.db.select().from(inquiryEntries).where(eq(inquiryEntries.inquiryId, old.id))).toEqual([]);
    expect(
      await t.db.select().from(inquiryEntries).where(eq(inquiryEntries.inquiryId, kept.id)),
    ).toHaveLength(1);
  });
});
