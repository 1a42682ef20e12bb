import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.js';
import { MAX_ATTEMPTS, retryDelayMs } from '../lib/mail/outbox.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { type Mailbox, startMailbox } from '../test/mailbox.js';

let clock = new Date('2026-11-22T10:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const mail = (to: string) => ({
  to,
  subject: 'Hello',
  text: 'Plain text',
  html: '<p>Plain text</p>',
  kind: 'test',
});

describe('with SMTP', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  const rowOf = async (id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({
      env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Site <site@amanah.example>' },
      clock: () => clock,
    });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('delivers a queued mail through SMTP, once', async () => {
    const id = await t.app.mailer.queue(mail('one@x.example'));
    expect((await rowOf(id))?.status).toBe('pending');
    await t.app.mailer.flush();
    await t.app.mailer.flush();
    expect(mailbox.to('one@x.example')).toHaveLength(1);
    expect(mailbox.to('one@x.example')[0]).toMatchObject({ subject: 'Hello', text: 'Plain text' });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps a mail the SMTP server refused and retries it after the back-off', async () => {
    mailbox.refuse = true;
    const id = await t.app.mailer.queue(mail('two@x.example'));
    await t.app.mailer.flush();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/451|unavailable/i);
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));

    mailbox.refuse = false;
    await t.app.mailer.flush(); // not due yet
    expect(mailbox.to('two@x.example')).toHaveLength(0);
    advance(retryDelayMs(1));
    await t.app.mailer.flush();
    expect(mailbox.to('two@x.example')).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sendNow tells the truth when SMTP is down, and the mail is retried later', async () => {
    mailbox.refuse = true;
    const { id, delivered } = await t.app.mailer.sendNow(mail('three@x.example'));
    expect(delivered).toBe(false);
    mailbox.refuse = false;
    advance(retryDelayMs(1));
    await t.app.mailer.flush();
    expect(mailbox.to('three@x.example')).toHaveLength(1);
    expect((await rowOf(id))?.status).toBe('sent');
    expect((await t.app.mailer.sendNow(mail('four@x.example'))).delivered).toBe(true);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    mailbox.refuse = true;
    const id = await t.app.mailer.queue(mail('five@x.example'));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await t.app.mailer.flush();
      advance(retryDelayMs(attempt));
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    mailbox.refuse = false;
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock });
  });
  afterAll(() => t.close());

  it('keeps the mail in the outbox and marks it handled (it went to the log)', async () => {
    const { id, delivered } = await t.app.mailer.sendNow(mail('local@x.example'));
    expect(delivered).toBe(true);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ to: 'local@x.example', status: 'sent', text: 'Plain text' });
  });
});
