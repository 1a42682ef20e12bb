/**
 * One-time codes, modelled once (docs/DESIGN.md 'Accounts and security'): the event forms' e-mail
 * verification and the staff password reset. Digits from a CSPRNG, stored only as an HMAC keyed
 * with the server's secret (a copy of the database alone cannot test guesses); one live code per
 * (purpose, target); it expires, dies after a few tries and works once. Each feature brings its
 * policy (lifetime, tries, cooldown, hourly cap) and turns the refusals into its own texts. A
 * caller may also cap the codes one recipient gets an hour across keys (`RecipientCap`), so an
 * address cannot be flooded through many events.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oneTimeCodes } from '../db/schema.js';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

export interface CodeKey {
  purpose: CodePurpose;
  /** What the code is bound to; build it with `codeTargets`. */
  target: string;
}

/** The id comes right after the kind, so the rest (an e-mail) may hold any character. */
export const codeTargets = {
  eventEmail: (eventId: number, email: string) => `event:${eventId}:${email}`,
  user: (userId: number) => `user:${userId}`,
};

export interface CodePolicy {
  ttlMs: number;
  maxAttempts: number;
  /** A new code within this time of the last one is refused. */
  cooldownMs?: number;
  /** At most this many codes per key within an hour. */
  perHour?: number;
}

/**
 * At most `perHour` codes to one recipient, whatever the key: the sends counted are those in the
 * hour windows of the recipient's keys (the same windows as `CodePolicy.perHour`). Issues to one
 * recipient are serialised by a transaction-scoped advisory lock, so parallel requests for
 * different keys cannot all pass the count.
 */
export interface RecipientCap {
  /** Names the recipient (e.g. the e-mail address) for the lock. */
  recipient: string;
  /** Selects the codes that went to the recipient, whatever their key. */
  codesOf: SQL;
  perHour: number;
}

export type IssueOutcome =
  | { issued: true; code: string }
  | { issued: false; refusal: 'cooldown'; retryAfterMs: number }
  | { issued: false; refusal: 'hourly-cap' }
  | { issued: false; refusal: 'recipient-cap' };

/** `counted`: a live code was there and this wrong guess used one of its tries. */
export type CheckOutcome = { valid: true; codeId: number } | { valid: false; counted: boolean };

interface Context {
  db: Database;
  secret: string;
  now: Date;
}

const HOUR_MS = 3_600_000;

export function generateCode(length = 6): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

export function hashCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(code).digest('base64url');
}

function codeMatches(code: string, storedHash: string, secret: string): boolean {
  const given = Buffer.from(hashCode(code, secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const byKey = (key: CodeKey) =>
  and(eq(oneTimeCodes.purpose, key.purpose), eq(oneTimeCodes.target, key.target));

/** Issues a new code for the key, replacing any earlier one, unless the policy's limits refuse. */
export async function issueCode(
  ctx: Context,
  key: CodeKey,
  policy: CodePolicy,
  recipientCap?: RecipientCap,
): Promise<IssueOutcome> {
  const { now } = ctx;
  return ctx.db.transaction(async (tx) => {
    if (recipientCap) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`one-time-codes:${recipientCap.recipient}`}, 0))`,
      );
    }
    // Locked, so two requests at once cannot both pass the cooldown.
    const [current] = await tx.select().from(oneTimeCodes).where(byKey(key)).for('update');
    const sinceLast = current ? now.getTime() - current.lastSentAt.getTime() : Number.POSITIVE_INFINITY;
    if (policy.cooldownMs !== undefined && sinceLast < policy.cooldownMs) {
      return { issued: false, refusal: 'cooldown', retryAfterMs: policy.cooldownMs - sinceLast };
    }
    const sameWindow = current !== undefined && now.getTime() - current.windowStartedAt.getTime() < HOUR_MS;
    const sendsInWindow = sameWindow ? current.sendsInWindow + 1 : 1;
    if (policy.perHour !== undefined && sendsInWindow > policy.perHour) {
      return { issued: false, refusal: 'hourly-cap' };
    }
    if (recipientCap) {
      const [sent] = await tx
        .select({ n: sql<number>`coalesce(sum(${oneTimeCodes.sendsInWindow}), 0)::integer` })
        .from(oneTimeCodes)
        .where(
          and(recipientCap.codesOf, gt(oneTimeCodes.windowStartedAt, new Date(now.getTime() - HOUR_MS))),
        );
      if ((sent?.n ?? 0) + 1 > recipientCap.perHour) return { issued: false, refusal: 'recipient-cap' };
    }
    const code = generateCode();
    const values = {
      codeHash: hashCode(code, ctx.secret),
      expiresAt: new Date(now.getTime() + policy.ttlMs),
      attempts: 0,
      lastSentAt: now,
      sendsInWindow,
      windowStartedAt: sameWindow ? current.windowStartedAt : now,
      consumedAt: null,
    };
    await tx
      .insert(oneTimeCodes)
      .values({ ...key, ...values })
      .onConflictDoUpdate({ target: [oneTimeCodes.purpose, oneTimeCodes.target], set: values });
    return { issued: true, code };
  });
}

/** The code never reached its owner: kill it and lift the cooldown (the hourly count stays). */
export async function withdrawCode(db: Database, key: CodeKey) {
  await db
    .update(oneTimeCodes)
    .set({ lastSentAt: new Date(0), consumedAt: new Date(0) })
    .where(byKey(key));
}

/**
 * Checks a guess against the live code of the key. The try is counted before the guess is
 * compared, in one statement that also enforces the limit: guesses sent in parallel cannot all
 * read the same count and slip past it, and only `maxAttempts` guesses are ever compared. The
 * count is committed even when the caller's request then fails. A valid code is not yet used:
 * pass its id to `consumeCode` inside the caller's transaction.
 */
export async function checkCode(
  ctx: Context,
  key: CodeKey,
  policy: Pick<CodePolicy, 'maxAttempts'>,
  code: string,
): Promise<CheckOutcome> {
  const [claimed] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        byKey(key),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, ctx.now),
        lt(oneTimeCodes.attempts, policy.maxAttempts),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (!claimed) return { valid: false, counted: false };
  if (!codeMatches(code, claimed.codeHash, ctx.secret)) return { valid: false, counted: true };
  return { valid: true, codeId: claimed.id };
}

/** Marks the code used; false when another request used it first (single use under races). */
export async function consumeCode(db: Database, codeId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}

/** Deletes every code bound to a target, whatever its purpose (e.g. of an account being deleted). */
export async function deleteCodesOf(db: Database, target: string): Promise<number> {
  const deleted = await db
    .delete(oneTimeCodes)
    .where(eq(oneTimeCodes.target, target))
    .returning({ id: oneTimeCodes.id });
  return deleted.length;
}

/**
 * Reading event targets back, for the personal-data export and erasure: the event id and the
 * e-mail of `event:<id>:<email>`, as SQL, so they can be filtered on without loading every code.
 */
export const eventCodeParts = {
  eventId: sql<number>`(substring(${oneTimeCodes.target} from '^event:([0-9]+):'))::integer`,
  email: sql<string>`substring(${oneTimeCodes.target} from '^event:[0-9]+:(.*)$')`,
};

export const eventCodesOfEmail = (email: string): SQL => sql`${eventCodeParts.email} = ${email}`;

export const eventCodesOfEvents = (eventIds: number[]): SQL => inArray(eventCodeParts.eventId, eventIds);
