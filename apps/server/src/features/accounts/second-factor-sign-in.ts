/**
 * The second step of sign-in (docs/staff-accounts.md): the challenge from POST /login and a TOTP
 * or recovery code give the token. Wrong codes are failed sign-ins for the lockout (lockout.ts,
 * decision 006) exactly as wrong passwords are: the same audit entry, per-client lock, account-wide
 * slowing and mails; beyond that, ten wrong codes to one account stop its code steps from every
 * client for a while. A challenge works for one sign-in only, from the client it was given to.
 */
import { SECOND_FACTOR_TEXTS } from '@authority/shared/second-factor-texts';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { clientKey } from '../../lib/client-key.js';
import { claimSignInAttempt, LOGIN_ACTIONS } from './lockout.js';
import { proveSecondFactor, readChallenge } from './second-factor.js';
import { noticeOwnerOfFailures, type SignInContext, SignInRefused, startSession } from './service.js';

export async function completeSecondFactorSignIn(
  ctx: SignInContext,
  input: { challenge: string; code: string },
) {
  const { db, now, ip } = ctx;
  const expired = () => AppError.badRequest(SECOND_FACTOR_TEXTS.challengeExpired);
  const named = await readChallenge(ctx.tokenKey, input.challenge, now);
  const client = clientKey(ip);
  // A challenge given to another client is no challenge here: each client earns its own with
  // the password, and every code it then tries counts for it and for the account.
  if (!named || named.client !== client) throw expired();
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

  const claim = await claimSignInAttempt(db, {
    email: user.email,
    client,
    ip,
    now,
    details: { client, via: 'second-factor' },
    failure: { accountExists: true },
    codeStep: true,
  });
  if (!claim.claimed) throw new SignInRefused(claim.retryAfterMs);
  const proved = await proveSecondFactor(db, user.id, input.code, now);
  if (!proved) {
    await noticeOwnerOfFailures(ctx, user, client, now, { codeStep: true });
    throw AppError.badRequest(SECOND_FACTOR_TEXTS.codeWrong);
  }
  return startSession(ctx, user, { client, via: proved, challenge: named.challengeId }, claim.id);
}
