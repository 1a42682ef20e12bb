/**
 * The mail outbox (docs/DESIGN.md 'Mail'): every mail is a row first, then delivered and retried with
 * back-off. Rows are claimed with a lease (`next_attempt_at` pushed ahead) under SKIP LOCKED, so
 * several server processes never send the same mail twice at once.
 */
import type { MailAttachment } from '@authority/shared/mail-texts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. 'password-reset', 'verification-code'. */
  kind: string;
  attachments?: MailAttachment[];
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const MAX_ATTEMPTS = 10;
/** While one process tries a mail, no other picks it up. */
const LEASE_MS = 60_000;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Stores a mail. `leased` stores it as already claimed by the caller, who tries it at once: no
 * worker can pick it up meanwhile.
 */
export async function enqueueMail(
  db: Database,
  mail: OutgoingMail,
  now: Date,
  options: { leased?: boolean } = {},
): Promise<OutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      ...mail,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      attachments: mail.attachments ?? null,
      createdAt: now,
      attempts: options.leased ? 1 : 0,
      nextAttemptAt: options.leased ? new Date(now.getTime() + LEASE_MS) : now,
    })
    .returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

/** Gives a claimed mail back, unattempted, e.g. while no SMTP server is configured. */
export async function release(db: Database, id: number, now: Date) {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`, nextAttemptAt: now })
    .where(eq(mailOutbox.id, id));
}

/** Claims up to `limit` due mails for this process and counts the attempt. */
export async function claimDueMails(db: Database, now: Date, limit = 20): Promise<OutboxRow[]> {
  const due = and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now));
  const candidates = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due)
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(mailOutbox.id, candidates))
    .returning();
}

/**
 * What a mail keeps once it is out of our hands: who, when and which template (`kind`), never its
 * subject or body, which may hold a code or a visitor's message (decision 008).
 */
const CLEARED = { subject: '', text: '', html: null } as const;

export async function markSent(db: Database, id: number, messageId: string | undefined, now: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, messageId: messageId ?? null, lastError: null, ...CLEARED })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(
  db: Database,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  now: Date,
  retry = true,
) {
  const giveUp = !retry || row.attempts >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      // A mail given up on will never be sent: its words have no use left.
      ...(giveUp ? CLEARED : {}),
    })
    .where(eq(mailOutbox.id, row.id));
}
