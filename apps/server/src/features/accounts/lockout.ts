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
 * - An operator's `npm run admin -- unlock <email>` writes a 'login.unlocked' entry: failures
 *   before it count for no client and not for the account-wide threshold (docs/operators.md).
 */
import { and, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;
/** Failures to one account, from all clients, within LOCKOUT_WINDOW_MS that slow every failing client. */
export const ACCOUNT_ALERT_FAILURES = 50;

export const LOGIN_ACTIONS = {
  success: 'login.success',
  failure: 'login.failure',
  refused: 'login.refused',
  /** The owner was mailed about many failures (at most once per LOCKOUT_WINDOW_MS). */
  alerted: 'login.alert-mailed',
  /** The owner was mailed that one client got locked out (at most once per LOCKOUT_WINDOW_MS). */
  lockMailed: 'login.lock-mailed',
  /** An operator lifted every lock on the account (`npm run admin -- unlock`): failures before it no longer count. */
  unlocked: 'login.unlocked',
} as const;

const ofAccount = (email: string) => and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, email));

/** Failed sign-ins to the account from every client within the window up to `now`, since its last unlock. */
export async function recentFailures(db: Database, email: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const [unlock] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(ofAccount(email), eq(auditLog.action, LOGIN_ACTIONS.unlocked), gt(auditLog.at, windowStart)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        ofAccount(email),
        eq(auditLog.action, LOGIN_ACTIONS.failure),
        gt(auditLog.at, unlock?.at ?? windowStart),
      ),
    );
  return row?.n ?? 0;
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
