/**
 * E-mail verification codes of the event forms (issue 4): 6 digits from a CSPRNG, stored as an
 * HMAC, valid 10 minutes, bound to event + e-mail + purpose, dead after 5 wrong tries, single
 * use. A new code within 120 s of the last is refused whatever the client does, and an e-mail
 * gets a few codes an hour at most.
 */
import { RESEND_CODE_COOLDOWN_MS } from '@authority/shared/constants';
import { EVENT_FORM_TEXTS } from '@authority/shared/event-forms';
import type { CodePurpose } from '@authority/shared/mail-texts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { codeMatches, generateCode, hashCode } from '../../lib/codes.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

interface Target {
  eventId: number;
  email: string;
  purpose: CodePurpose;
}

/** Issues a new code for the target, replacing any earlier one; refuses inside the cooldown. */
export async function issueCode(db: Database, secret: string, target: Target, now: Date): Promise<string> {
  const code = generateCode();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.eventId, target.eventId),
          eq(verificationCodes.email, target.email),
          eq(verificationCodes.purpose, target.purpose),
        ),
      )
      .for('update');
    const sinceLast = current ? now.getTime() - current.lastSentAt.getTime() : Number.POSITIVE_INFINITY;
    if (sinceLast < RESEND_CODE_COOLDOWN_MS) {
      throw AppError.tooManyRequests(
        EVENT_FORM_TEXTS.cooldown(Math.ceil((RESEND_CODE_COOLDOWN_MS - sinceLast) / 1000)),
      );
    }
    const sameWindow = current && now.getTime() - current.windowStartedAt.getTime() < HOUR_MS;
    const sendsInWindow = sameWindow ? current.sendsInWindow + 1 : 1;
    if (sendsInWindow > CODES_PER_HOUR) throw AppError.tooManyRequests(EVENT_FORM_TEXTS.codeHourlyCap);
    const values = {
      codeHash: hashCode(code, secret),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      attempts: 0,
      lastSentAt: now,
      sendsInWindow,
      windowStartedAt: sameWindow ? current.windowStartedAt : now,
      consumedAt: null,
    };
    await tx
      .insert(verificationCodes)
      .values({ ...target, ...values })
      .onConflictDoUpdate({
        target: [verificationCodes.eventId, verificationCodes.email, verificationCodes.purpose],
        set: values,
      });
  });
  return code;
}

/** The mail did not go out: the visitor may ask again at once (the hourly count stays). */
export async function withdrawCode(db: Database, target: Target) {
  await db
    .update(verificationCodes)
    .set({ lastSentAt: new Date(0), consumedAt: new Date(0) })
    .where(
      and(
        eq(verificationCodes.eventId, target.eventId),
        eq(verificationCodes.email, target.email),
        eq(verificationCodes.purpose, target.purpose),
      ),
    );
}

/**
 * Checks a code; a wrong one counts as a try (committed, even though the request fails).
 * Returns the code row's id for `consumeCode` inside the caller's transaction.
 */
export async function verifyCode(
  db: Database,
  secret: string,
  target: Target,
  code: string,
  now: Date,
): Promise<number> {
  const invalid = () =>
    AppError.badRequest(EVENT_FORM_TEXTS.codeInvalid, { verificationCode: [EVENT_FORM_TEXTS.codeInvalid] });
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.eventId, target.eventId),
        eq(verificationCodes.email, target.email),
        eq(verificationCodes.purpose, target.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) throw invalid();
  if (!codeMatches(code, row.codeHash, secret)) {
    await db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw invalid();
  }
  return row.id;
}

/** Marks the code used; false when another request used it first (single use under races). */
export async function consumeCode(db: Database, codeId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
