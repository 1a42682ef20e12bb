/**
 * Brute force (decision 006, refining decision 001's 'Lockout in the audit log'). The record is
 * the audit log, shared by every server process; each sign-in entry names its client
 * (`details.client`, see lib/client-key.ts).
 *
 * - Per client: 5 failed sign-ins to one account from one client within 15 minutes lock that
 *   account for that client, for 15 minutes from the last failure. A success from the client
 *   starts its count afresh; refused attempts do not extend the lock. Other clients, the owner's
 *   among them, are not locked out, so nobody can lock a colleague out on purpose.
 * - Account-wide: when the account has 50 failures within 15 minutes (from 10 or more clients),
 *   every client whose last attempt at it failed is refused until 15 minutes after that failure.
 *   A client that has not failed (the owner's) still signs in; each new client gets one guess
 *   instead of five. The owner is mailed once per 15 minutes while it goes on.
 * - A wrong current password on change-password is a failed sign-in here (docs/staff-accounts.md),
 *   and a client's lock is mailed to the owner at most once per 15 minutes.
 * - Second step, account-wide: 10 wrong codes to one account within 15 minutes (from any clients,
 *   at sign-in's second step or when a code confirms a change) refuse every code step of that
 *   account, from every client, until fewer than 10 are left in the window; the owner is mailed
 *   once. Whoever gets there knows the password, so spreading guesses over many clients must not
 *   buy more of them.
 * - An operator's `npm run admin -- unlock <email>` writes a 'login.unlocked' entry: failures
 *   before it count for no client and not for the account-wide thresholds (docs/operators.md).
 * - The lock is checked and the attempt recorded as a failure in one step, before the password
 *   or code is compared (`claimSignInAttempt`), as one-time codes count a try before comparing
 *   it: attempts sent in parallel cannot all pass a check that none has yet recorded.
 */
import type { AuditAction } from '@authority/shared/editor-texts';
import { and, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;
/** Failures to one account, from all clients, within LOCKOUT_WINDOW_MS that slow every failing client. */
export const ACCOUNT_ALERT_FAILURES = 50;
/** Wrong codes to one account, from all clients, within LOCKOUT_WINDOW_MS that stop its code steps. */
export const SECOND_STEP_FAILURES = 10;

export const LOGIN_ACTIONS = {
  success: 'login.success',
  failure: 'login.failure',
  refused: 'login.refused',
  /** The owner was mailed about many failures (at most once per LOCKOUT_WINDOW_MS). */
  alerted: 'login.alert-mailed',
  /** The owner was mailed that one client got locked out (at most once per LOCKOUT_WINDOW_MS). */
  lockMailed: 'login.lock-mailed',
  /** The owner was mailed that the account's code steps are stopped (at most once per LOCKOUT_WINDOW_MS). */
  codesLockMailed: 'login.codes-lock-mailed',
  /** The right password, on an account whose second step comes next: neither success nor failure. */
  secondFactorAsked: 'login.second-factor-asked',
  /** An operator lifted every lock on the account (`npm run admin -- unlock`): failures before it no longer count. */
  unlocked: 'login.unlocked',
} as const;

const ofAccount = (email: string) => and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, email));

/** Where the account's count starts: the window's start, or its last unlock within the window. */
async function countingFrom(db: Database, email: string, now: Date): Promise<Date> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const [unlock] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(ofAccount(email), eq(auditLog.action, LOGIN_ACTIONS.unlocked), gt(auditLog.at, windowStart)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return unlock?.at ?? windowStart;
}

/** Failed sign-ins to the account from every client within the window up to `now`, since its last unlock. */
export async function recentFailures(db: Database, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        ofAccount(email),
        eq(auditLog.action, LOGIN_ACTIONS.failure),
        gt(auditLog.at, await countingFrom(db, email, now)),
      ),
    );
  return row?.n ?? 0;
}

/** A failure of a code step (sign-in's second step, or a code that confirms a change). */
const isCodeFailure = sql`${auditLog.details}->>'factor' = 'code'`;

/** Wrong codes to the account from every client within the window up to `now`, since its last unlock. */
export async function recentCodeFailures(db: Database, email: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        ofAccount(email),
        eq(auditLog.action, LOGIN_ACTIONS.failure),
        isCodeFailure,
        gt(auditLog.at, await countingFrom(db, email, now)),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(SECOND_STEP_FAILURES);
  return rows.map((row) => row.at);
}

/** Until when every code step of the account is refused (SECOND_STEP_FAILURES in the window), or undefined. */
export async function codeStepsRefusedUntil(
  db: Database,
  email: string,
  now: Date,
): Promise<Date | undefined> {
  const failures = await recentCodeFailures(db, email, now);
  if (failures.length < SECOND_STEP_FAILURES) return undefined;
  // Open again once the oldest of the last ten leaves the window.
  const oldest = failures[failures.length - 1] ?? now;
  const until = new Date(oldest.getTime() + LOCKOUT_WINDOW_MS);
  return until > now ? until : undefined;
}

/**
 * Until when this client may not try to sign in to this account, or undefined when it may:
 * locked after its own failures, or slowed because the account is under attack and it failed.
 */
export async function refusedUntil(
  db: Database,
  email: string,
  client: string,
  now: Date,
): Promise<Date | undefined> {
  // An unlock counts for every client: one after this client's failures ends its lock.
  const recent = await db
    .select({ action: auditLog.action, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        ofAccount(email),
        or(
          and(
            inArray(auditLog.action, [LOGIN_ACTIONS.success, LOGIN_ACTIONS.failure]),
            sql`${auditLog.details}->>'client' = ${client}`,
          ),
          eq(auditLog.action, LOGIN_ACTIONS.unlocked),
        ),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(LOCKOUT_FAILURES);

  const [last] = recent;
  if (!last || last.action !== LOGIN_ACTIONS.failure) return undefined;
  const after = (at: Date, ms: number) => {
    const until = new Date(at.getTime() + ms);
    return until > now ? until : undefined;
  };

  if (recent.length === LOCKOUT_FAILURES && recent.every((entry) => entry.action === LOGIN_ACTIONS.failure)) {
    const oldest = recent[recent.length - 1]?.at.getTime() ?? 0;
    if (last.at.getTime() - oldest <= LOCKOUT_WINDOW_MS) {
      const locked = after(last.at, LOCKOUT_DURATION_MS);
      if (locked) return locked;
    }
  }

  // The client's last attempt failed: under an account-wide attack it waits for the window.
  const slowedUntil = after(last.at, LOCKOUT_WINDOW_MS);
  if (slowedUntil && (await recentFailures(db, email, now)) >= ACCOUNT_ALERT_FAILURES) return slowedUntil;
  return undefined;
}

export type AttemptClaim = { claimed: true; id: number } | { claimed: false; retryAfterMs: number };

/**
 * Checks whether this client may try the account now and, when it may, records the attempt as a
 * failed sign-in before its password or code is compared; a refusal is recorded as such. One
 * transaction under a lock on the account's name, so parallel attempts queue through the check
 * one by one and each sees the ones before it. The caller settles a right attempt with
 * `settleAttempt` or `withdrawAttempt`; a wrong one is already recorded.
 * `codeStep`: a code is tried, so the account-wide code cap applies and the failure counts for it.
 */
export async function claimSignInAttempt(
  db: Database,
  attempt: {
    email: string;
    client: string;
    ip: string;
    now: Date;
    actor?: { id: number; email: string };
    /** On the refusal and the failure alike: the client, and which call (`via`). */
    details: Record<string, unknown>;
    /** On the failure only (e.g. whether the account exists). */
    failure?: Record<string, unknown>;
    codeStep?: boolean;
  },
): Promise<AttemptClaim> {
  const { email, client, ip, now } = attempt;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`);
    const until = latest(
      await refusedUntil(tx, email, client, now),
      attempt.codeStep ? await codeStepsRefusedUntil(tx, email, now) : undefined,
    );
    const entry = { entity: 'account', entityId: email, ip, at: now, actor: attempt.actor ?? null };
    if (until) {
      await audit(tx, { ...entry, action: LOGIN_ACTIONS.refused, details: attempt.details });
      return { claimed: false, retryAfterMs: until.getTime() - now.getTime() };
    }
    const [row] = await tx
      .insert(auditLog)
      .values({
        action: LOGIN_ACTIONS.failure,
        at: now,
        actorUserId: attempt.actor?.id ?? null,
        actorEmail: attempt.actor?.email ?? null,
        entity: 'account',
        entityId: email,
        ip,
        details: {
          ...attempt.details,
          ...attempt.failure,
          ...(attempt.codeStep ? { factor: 'code' } : {}),
        },
      })
      .returning({ id: auditLog.id });
    if (!row) throw new Error('the sign-in attempt was not recorded');
    return { claimed: true, id: row.id };
  });
}

const latest = (a: Date | undefined, b: Date | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));

/** A claimed attempt was right: its entry becomes what it was (a success, the second step asked). */
export async function settleAttempt(
  db: Database,
  id: number,
  outcome: { action: AuditAction; actor: { id: number; email: string }; details: Record<string, unknown> },
) {
  await db
    .update(auditLog)
    .set({
      action: outcome.action,
      actorUserId: outcome.actor.id,
      actorEmail: outcome.actor.email,
      details: outcome.details,
    })
    .where(eq(auditLog.id, id));
}

/** A claimed attempt was right where a right one leaves no sign-in entry (a password or code asked again). */
export async function withdrawAttempt(db: Database, id: number) {
  await db.delete(auditLog).where(eq(auditLog.id, id));
}
