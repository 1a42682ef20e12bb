/**
 * A temporary password (one someone else set: docs/staff-accounts.md) expires when it has not
 * signed in within TEMPORARY_PASSWORD_TTL_MS of being set (ASVS 6.4.1): a password mailed or
 * handed over and then forgotten does not stay a way in. When it was set and whether it signed in
 * since are read from the audit log, which every such change and sign-in already writes.
 */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { LOGIN_ACTIONS } from './lockout.js';

export const TEMPORARY_PASSWORD_TTL_MS = 72 * 3_600_000;

/** The audit actions that set an account's password for it (service.ts `register`, `setTemporaryPassword`). */
const SET_BY_SOMEONE_ELSE = ['account.create', 'password.reset'];

export async function temporaryPasswordExpired(
  db: Database,
  user: { id: number; email: string; passwordTemporary: boolean; createdAt: Date },
  now: Date,
): Promise<boolean> {
  if (!user.passwordTemporary) return false;
  const [set] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'user'),
        eq(auditLog.entityId, String(user.id)),
        inArray(auditLog.action, SET_BY_SOMEONE_ELSE),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  // The first SuperAdmin's printed password has no entry: it was set when the account was made.
  const setAt = set?.at ?? user.createdAt;
  if (now.getTime() - setAt.getTime() <= TEMPORARY_PASSWORD_TTL_MS) return false;
  const [used] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'account'),
        eq(auditLog.entityId, user.email),
        eq(auditLog.action, LOGIN_ACTIONS.success),
        gte(auditLog.at, setAt),
      ),
    )
    .limit(1);
  return !used;
}
