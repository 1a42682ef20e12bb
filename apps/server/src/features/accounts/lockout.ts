/**
 * Brute force (decision 001, 'Lockout in the audit log'): 5 failed sign-ins for one account
 * within 15 minutes lock it for 15 minutes from the last failure. The record is the audit log,
 * shared by every server process; a successful sign-in starts the count afresh, and refused
 * attempts do not extend the lock.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;

export const LOGIN_ACTIONS = {
  success: 'login.success',
  failure: 'login.failure',
  refused: 'login.refused',
} as const;

/** When the account's lock ends, or undefined when it is not locked. */
export async function lockedUntil(db: Database, email: string, now: Date): Promise<Date | undefined> {
  const recent = await db
    .select({ action: auditLog.action, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'account'),
        eq(auditLog.entityId, email),
        inArray(auditLog.action, [LOGIN_ACTIONS.success, LOGIN_ACTIONS.failure]),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(LOCKOUT_FAILURES);
  if (recent.length < LOCKOUT_FAILURES || recent.some((entry) => entry.action !== LOGIN_ACTIONS.failure)) {
    return undefined;
  }
  const latest = recent[0]?.at.getTime() ?? 0;
  const oldest = recent[recent.length - 1]?.at.getTime() ?? 0;
  if (latest - oldest > LOCKOUT_WINDOW_MS) return undefined;
  const until = new Date(latest + LOCKOUT_DURATION_MS);
  return until > now ? until : undefined;
}
