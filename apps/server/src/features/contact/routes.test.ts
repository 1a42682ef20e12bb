import { CONTACT_TEXTS } from '@authority/shared/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiries, mailOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Mailbox, startMailbox } from '../../test/mailbox.js';

const URL = '/api/v1/admin/email/send';
let t: TestApp;
let mailbox: Mailbox;

const valid = {
  name: '  Huda Kareem ',
  email: 'Huda.Kareem@example.org',
  subject: 'Visiting hours',
  department: 'General Inquiry',
  message: 'What are the visiting hours of the cardiac ward?',
  submittedAt: '2020-01-01T00:00:00Z',
};
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers });

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url, CONTACT_TO: 'desk@amanah-health.example' } });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('POST {api}/email/send', () => {
  it('stores the inquiry, answers the SPEC text, and mails it to the department', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_TEXTS.success });
    const [row] = await t.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, 'huda.kareem@example.org'));
    expect(row).toMatchObject({
      name: 'Huda Kareem',
      subject: 'Visiting hours',
      department: 'General Inquiry',
      handledAt: null,
    });
    // The server's time, not the client's.
    expect(row?.submittedAt.getUTCFullYear()).toBeGreaterThan(2020);

    await t.app.mailer.flush();
    const mail = await mailbox.waitFor('desk@amanah-health.example');
    expect(mail.subject).toBe('[General Inquiry] Visiting hours');
    expect(mail.text).toContain('What are the visiting hours of the cardiac ward?');
    expect(mail.text).toContain('huda.kareem@example.org');
  });

  it('accepts capitalised keys (SPEC §3)', async () => {
    const res = await send({
      Name: 'Ali',
      Email: 'ali@example.org',
      Subject: 'Jobs',
      Department: 'Job Opportunities',
      Message: 'Hello',
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ ...valid, name: '   ' }, 'name', CONTACT_TEXTS.nameRequired],
    [{ ...valid, name: '', email: 'bad' }, 'name', CONTACT_TEXTS.nameRequired],
    [{ ...valid, email: 'not-an-address' }, 'email', CONTACT_TEXTS.emailInvalid],
    [{ ...valid, email: 'bad', subject: '' }, 'email', CONTACT_TEXTS.emailInvalid],
    [{ ...valid, subject: ' ' }, 'subject', CONTACT_TEXTS.subjectRequired],
    [{ ...valid, department: 'Billing' }, 'department', CONTACT_TEXTS.departmentRequired],
    [{ ...valid, message: '' }, 'message', CONTACT_TEXTS.messageRequired],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', CONTACT_TEXTS.tooLong(5000)],
  ])(
    'refuses %j with the first failing check of SPEC §5, storing nothing',
    async (payload, field, message) => {
      const before = await t.db.select().from(contactInquiries);
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
      expect(await t.db.select().from(contactInquiries)).toHaveLength(before.length);
    },
  );

  it('keeps the inquiry when mail is down, and mails it once SMTP is back', async () => {
    mailbox.refuse = true;
    const res = await send({ ...valid, email: 'while-down@example.org', subject: 'During the outage' });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();
    const [row] = await t.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, 'while-down@example.org'));
    expect(row).toBeDefined();
    const [queued] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, '[General Inquiry] During the outage'));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });

    mailbox.refuse = false;
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, queued?.id ?? 0));
    await t.app.mailer.flush();
    const mails = mailbox
      .to('desk@amanah-health.example')
      .filter((m) => m.subject.includes('During the outage'));
    expect(mails).toHaveLength(1);
  });

  it('answers a wrong content type with 415 and a body over 16 KiB with 413', async () => {
    const wrongType = await send('name=a', { 'content-type': 'text/plain' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: 'Unsupported media type.' });
    const huge = await send({ ...valid, message: 'x'.repeat(17 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it('limits how often one client may post', async () => {
    const limited = await createTestApp({ env: { FORM_POSTS_PER_MINUTE: '2' } });
    try {
      const post = () => limited.app.inject({ method: 'POST', url: URL, payload: valid });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: 'Too many requests. Try again later.' });
    } finally {
      await limited.close();
    }
  });
});
