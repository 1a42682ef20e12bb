/**
 * The second step of sign-in (docs/staff-accounts.md): the challenge from POST /login and a TOTP
 * or recovery code give the token. Wrong codes are failed sign-ins for the lockout (lockout.ts,
 * decision 006) exactly as wrong passwords are: the same audit entry, per-client lock, account-wide
 * slowing and mails. A challenge works for one sign-in only.
 */
import { SECOND_FACTOR_TEXTS } from '@authority/shared/second-factor-texts';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { clientKey } from '../../lib/client-key.js';
import type { Mailer } from '../../plugins/mailer.js';
import { LOGIN_ACTIONS, refusedUntil } from './lockout.js';
import { proveSecondFactor, readChallenge } from './second-factor.js';
import { noticeOwnerOfFailures, type SignInContext, SignInRefused, startSession } from './service.js';

export async function completeSecondFactorSignIn(
  ctx: SignInContext,
  input: { challenge: string; code: string },
) {
  const { db, now, ip } = ctx;
  const expired = () => AppError.badRequest(SECOND_FACTOR_TEXTS.challengeExpired);
  const named = await readChallenge(ctx.tokenKey, input.challenge, now);
  if (!named) throw expired();
  const user = await db.query.users.findFirst({ where: eq(users.id, named.userId) });
  if (!user) throw expired();
  const [spent] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'account'),
        eq(auditLog.entityId, user.email),
        eq(auditLog.action, LOGIN_ACTIONS.success),
        sql`${auditLog.details}->>'challenge' = ${named.challengeId}`,
      ),
    )
    .limit(1);
  if (spent) throw expired();

  const client = clientKey(ip);
  const entry = { entity: 'account', entityId: user.email, ip, at: now };
  const until = await refusedUntil(db, user.email, client, now);
  if (until) {
    await audit(db, { ...entry, action: LOGIN_ACTIONS.refused, details: { client, via: 'second-factor' } });
    throw new SignInRefused(until.getTime() - now.getTime());
  }
  const proved = await proveSecondFactor(db, user.id, input.code, now);
  if (!proved) {
    await audit(db, {
      ...entry,
      action: LOGIN_ACTIONS.failure,
      details: { client, accountExists: true, via: 'second-factor' },
    });
    await noticeOwnerOfFailures(ctx, user, client, now);
    throw AppError.badRequest(SECOND_FACTOR_TEXTS.codeWrong);
  }
  return startSession(ctx, user, { client, via: proved, challenge: named.challengeId });
}
