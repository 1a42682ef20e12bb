/**
 * Staff accounts (SPEC §3/§4/§7): sign-in, sign-out, accounts of the SuperAdmin, and the
 * password reset by mailed code. Services take plain inputs and throw AppError.
 */
import {
  ACCOUNT_TEXTS,
  passwordChangedMail,
  signInAttemptsMail,
  signInCodesLockedMail,
  signInLockedMail,
  TEMPORARY_PASSWORD_EXPIRED,
} from '@authority/shared/accounts';
import { RESEND_CODE_COOLDOWN_MS, type Role } from '@authority/shared/constants';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import type { Locale } from '@authority/shared/locales';
import { passwordResetMail } from '@authority/shared/mail-texts';
import { SECOND_FACTOR_TEXTS } from '@authority/shared/second-factor-texts';
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, secondFactors, sessions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { clientKey } from '../../lib/client-key.js';
import { enqueueMail } from '../../lib/mail/outbox.js';
import {
  type CodePolicy,
  checkCode,
  codeTargets,
  consumeCode,
  deleteCodesOf,
  issueCode,
} from '../../lib/one-time-codes.js';
import { hashPassword, passwordRefusal, verifyPassword } from '../../lib/passwords.js';
import { loadSettings } from '../../lib/site-settings.js';
import { signStaffToken } from '../../lib/staff-token.js';
import type { Mailer } from '../../plugins/mailer.js';
import {
  ACCOUNT_ALERT_FAILURES,
  claimSignInAttempt,
  codeStepsRefusedUntil,
  LOCKOUT_FAILURES,
  LOCKOUT_WINDOW_MS,
  LOGIN_ACTIONS,
  recentFailures,
  refusedUntil,
  SECOND_STEP_FAILURES,
  settleAttempt,
  withdrawAttempt,
} from './lockout.js';
import {
  hasSecondFactor,
  proveSecondFactor,
  type SecondFactorChallenge,
  secondFactorChallenge,
} from './second-factor.js';
import { temporaryPasswordExpired } from './temporary-password.js';
import { newSessionId } from './tokens.js';

export const RESET_CODE_TTL_MS = 15 * 60_000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/**
 * The event forms' limits on sending (120 s apart, five an hour per key): each new code brings
 * fresh tries, so without them a SuperAdmin (or a stolen SuperAdmin session) could ask again and
 * again and guess without end, and flood the owner's mailbox.
 */
export const RESET_CODES_PER_HOUR = 5;
export const RESET_CODE_POLICY: CodePolicy = {
  ttlMs: RESET_CODE_TTL_MS,
  maxAttempts: RESET_CODE_MAX_ATTEMPTS,
  cooldownMs: RESEND_CODE_COOLDOWN_MS,
  perHour: RESET_CODES_PER_HOUR,
};
const resetKey = (userId: number) => ({
  purpose: 'password-reset' as const,
  target: codeTargets.user(userId),
});

export interface Actor {
  id: number;
  email: string;
}

/** The operator at the server's console (`npm run admin`): no account, named in the audit log. */
export interface ConsoleActor {
  id: null;
  email: string;
}

/** Who an audited change is done by: a signed-in account, or the console. */
export type ChangedBy = Actor | ConsoleActor;

/** What the audit log records beside the actor: that a change came from the console. */
const viaOf = (actor: ChangedBy) => (actor.id === null ? { via: 'console' } : {});

export interface Context {
  db: Database;
  now: Date;
  ip: string;
}

// Verifying against a real hash when the account does not exist keeps a wrong e-mail and a
// wrong password equally slow, so timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;
const hashForMissingAccount = () => {
  dummyHash ??= hashPassword('not-the-password-of-any-account');
  return dummyHash;
};

/** 429 with how long until the caller may ask again (the routes send it as Retry-After). */
export class RetryLater extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, message);
  }
}

/** A sign-in refused by the lockout: 429, with how long until this client may try again. */
export class SignInRefused extends RetryLater {
  constructor(retryAfterMs: number) {
    super(HTTP_MESSAGES.tooManyRequests, retryAfterMs);
  }
}

/** What a sign-in (either step) needs beside the database: the token key, the session's limits, the client. */
export type SignInContext = Context & {
  tokenKey: Uint8Array;
  sessionMaxMs: number;
  userAgent: string | undefined;
  mailer: Pick<Mailer, 'kick'>;
};

export async function login(
  ctx: SignInContext,
  input: { email: string; password: string },
): Promise<Awaited<ReturnType<typeof startSession>> | SecondFactorChallenge> {
  const { db, now, ip } = ctx;
  // The lockout counts per client (lockout.ts): the audit entry records who that was.
  const client = clientKey(ip);
  const user = await db.query.users.findFirst({ where: eq(users.email, input.email) });
  const claim = await claimSignInAttempt(db, {
    email: input.email,
    client,
    ip,
    now,
    details: { client },
    failure: { accountExists: Boolean(user) },
  });
  if (!claim.claimed) throw new SignInRefused(claim.retryAfterMs);
  const valid = await verifyPassword(user?.passwordHash ?? (await hashForMissingAccount()), input.password);
  if (!user || !valid) {
    if (user) await noticeOwnerOfFailures(ctx, user, client, now);
    throw AppError.badRequest(ACCOUNT_TEXTS.wrongCredentials);
  }
  if (await temporaryPasswordExpired(db, user, now)) {
    // Stays a failed sign-in: the password opens nothing any more.
    await settleAttempt(db, claim.id, {
      action: LOGIN_ACTIONS.failure,
      actor: { id: user.id, email: user.email },
      details: { client, accountExists: true, temporaryPasswordExpired: true },
    });
    throw AppError.badRequest(ACCOUNT_TEXTS.temporaryPasswordExpired, {
      [TEMPORARY_PASSWORD_EXPIRED]: [ACCOUNT_TEXTS.temporaryPasswordExpired],
    });
  }

  if (await hasSecondFactor(db, user.id)) {
    // Not a 'login.success': the client's failure count goes on until the second step succeeds,
    // so wrong codes lock it out as wrong passwords do (lockout.ts).
    await settleAttempt(db, claim.id, {
      action: LOGIN_ACTIONS.secondFactorAsked,
      actor: { id: user.id, email: user.email },
      details: { client },
    });
    return secondFactorChallenge(ctx.tokenKey, user.id, now, client);
  }
  return startSession(ctx, user, { client }, claim.id);
}

/**
 * Opens a session for an account that has proved who it is (password, and the second factor when
 * it has one): the session row, the 'login.success' entry that restarts the client's failure
 * count, and the token. `passwordTemporary` is only sent when true, so SPEC's answer is unchanged
 * for every other account.
 */
export async function startSession(
  ctx: Context & { tokenKey: Uint8Array; sessionMaxMs: number; userAgent: string | undefined },
  user: { id: number; email: string; role: Role; passwordTemporary: boolean },
  details: Record<string, unknown>,
  /** The attempt claimed for this sign-in (lockout.ts): its entry becomes the success. */
  claimId: number,
): Promise<{ isSuccessfulLogin: true; token: string; passwordTemporary?: true }> {
  const { db, now, ip } = ctx;
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + ctx.sessionMaxMs);
  await db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  });
  await settleAttempt(db, claimId, {
    action: LOGIN_ACTIONS.success,
    actor: { id: user.id, email: user.email },
    details,
  });
  const token = await signStaffToken(
    ctx.tokenKey,
    { userId: user.id, email: user.email, role: user.role, sessionId },
    now,
    expiresAt,
  );
  return user.passwordTemporary
    ? { isSuccessfulLogin: true, token, passwordTemporary: true }
    : { isSuccessfulLogin: true, token };
}

/**
 * After a failed sign-in (or a wrong current password, which counts alike) mails the owner when
 * the account is under attack (ACCOUNT_ALERT_FAILURES within the window, decision 006), or else
 * when this failure has just locked one client out of it. Each kind goes at most once per window:
 * the check and the mail are one transaction under the account's row lock, so processes failing
 * at once queue one mail between them; a lock notice is not sent while an attack mail covers it.
 */
export async function noticeOwnerOfFailures(
  ctx: { db: Database; ip: string; mailer: Pick<Mailer, 'kick'> },
  user: { id: number; email: string; firstName: string },
  client: string,
  now: Date,
  options: { codeStep?: boolean } = {},
) {
  if (options.codeStep && (await codeStepsRefusedUntil(ctx.db, user.email, now))) {
    await noticeOwnerOfCodeLock(ctx, user, now);
    return;
  }
  const failures = await recentFailures(ctx.db, user.email, now);
  const underAttack = failures >= ACCOUNT_ALERT_FAILURES;
  // Below the attack threshold a refusal can only be this client's own lock (lockout.ts).
  if (!underAttack && !(await refusedUntil(ctx.db, user.email, client, now))) return;
  const minutes = LOCKOUT_WINDOW_MS / 60_000;
  const queued = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const mailedInWindow = async (action: string) => {
      const [already] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'account'),
            eq(auditLog.entityId, user.email),
            eq(auditLog.action, action),
            gt(auditLog.at, new Date(now.getTime() - LOCKOUT_WINDOW_MS)),
          ),
        )
        .limit(1);
      return Boolean(already);
    };
    if (await mailedInWindow(LOGIN_ACTIONS.alerted)) return false;
    if (!underAttack && (await mailedInWindow(LOGIN_ACTIONS.lockMailed))) return false;
    await enqueueMail(
      tx,
      underAttack
        ? {
            to: user.email,
            kind: 'sign-in-attempts',
            ...signInAttemptsMail({ firstName: user.firstName, failures, minutes }),
          }
        : {
            to: user.email,
            kind: 'sign-in-locked',
            ...signInLockedMail({ firstName: user.firstName, failures: LOCKOUT_FAILURES, minutes }),
          },
      now,
    );
    await audit(tx, {
      action: underAttack ? LOGIN_ACTIONS.alerted : LOGIN_ACTIONS.lockMailed,
      entity: 'account',
      entityId: user.email,
      // The client whose failure sent it.
      ip: ctx.ip,
      at: now,
      details: underAttack ? { failures } : { client },
    });
    return true;
  });
  if (queued) ctx.mailer.kick();
}

/**
 * The account's code steps were just stopped (SECOND_STEP_FAILURES wrong codes, lockout.ts):
 * someone who knows the password is guessing codes. Mailed once per window, checked and queued
 * under the account's row lock as the other notices are.
 */
async function noticeOwnerOfCodeLock(
  ctx: { db: Database; ip: string; mailer: Pick<Mailer, 'kick'> },
  user: { id: number; email: string; firstName: string },
  now: Date,
) {
  const minutes = LOCKOUT_WINDOW_MS / 60_000;
  const queued = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [already] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'account'),
          eq(auditLog.entityId, user.email),
          eq(auditLog.action, LOGIN_ACTIONS.codesLockMailed),
          gt(auditLog.at, new Date(now.getTime() - LOCKOUT_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (already) return false;
    await enqueueMail(
      tx,
      {
        to: user.email,
        kind: 'sign-in-codes-locked',
        ...signInCodesLockedMail({ firstName: user.firstName, failures: SECOND_STEP_FAILURES, minutes }),
      },
      now,
    );
    await audit(tx, {
      action: LOGIN_ACTIONS.codesLockMailed,
      entity: 'account',
      entityId: user.email,
      ip: ctx.ip,
      at: now,
      details: { failures: SECOND_STEP_FAILURES },
    });
    return true;
  });
  if (queued) ctx.mailer.kick();
}

export async function logout(ctx: Context, actor: Actor, sessionId: string) {
  await ctx.db.update(sessions).set({ revokedAt: ctx.now }).where(eq(sessions.id, sessionId));
  await audit(ctx.db, {
    action: 'logout',
    actor,
    entity: 'session',
    entityId: sessionId,
    ip: ctx.ip,
    at: ctx.now,
  });
}

/** The dashboard's language for the signed-in account (docs/I18N.md 'Dashboard'). */
export async function setLanguage(ctx: Context, actor: Actor, locale: Locale) {
  await ctx.db.update(users).set({ locale, updatedAt: ctx.now }).where(eq(users.id, actor.id));
  return { locale };
}

export async function register(
  ctx: Context,
  actor: ChangedBy,
  input: { firstName: string; lastName: string; email: string; password: string; role?: Role },
) {
  const role = input.role ?? 'Admin';
  await refuseWeakPassword(ctx.db, input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  // Chosen by the SuperAdmin (or the operator), not the owner: temporary until the owner changes it.
  const [created] = await ctx.db
    .insert(users)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      passwordHash,
      passwordTemporary: true,
      role,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) throw AppError.conflict(ACCOUNT_TEXTS.emailTaken);
  await audit(ctx.db, {
    action: 'account.create',
    actor,
    entity: 'user',
    entityId: created.id,
    ip: ctx.ip,
    at: ctx.now,
    details: { email: input.email, role, ...viaOf(actor) },
  });
  return { message: ACCOUNT_TEXTS.accountCreated, id: created.id };
}

const userRow = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
};

/** The accounts, each with whether it has a second factor (the users screen offers to remove it). */
export const listUsers = (db: Database) =>
  db
    .select({ ...userRow, secondFactor: sql<boolean>`${secondFactors.confirmedAt} is not null` })
    .from(users)
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .orderBy(users.id);

export async function deleteUser(ctx: Context, actor: Actor, id: number) {
  if (id === actor.id) throw AppError.conflict(ACCOUNT_TEXTS.cannotDeleteSelf);
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw AppError.notFound();
    if (target.role === 'SuperAdmin') {
      // Counted under the row lock, so two deletions at once cannot remove the last two.
      const superAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'SuperAdmin'))
        .for('update');
      if (superAdmins.length <= 1) throw AppError.conflict(ACCOUNT_TEXTS.cannotDeleteLastSuperAdmin);
    }
    // Sessions go with the account (ON DELETE CASCADE): its tokens die at once. Its reset code
    // has no foreign key to cascade along, so it goes here.
    await tx.delete(users).where(eq(users.id, id));
    await deleteCodesOf(tx, codeTargets.user(id));
    await audit(tx, {
      action: 'account.delete',
      actor,
      entity: 'user',
      entityId: id,
      ip: ctx.ip,
      at: ctx.now,
      details: { email: target.email, role: target.role },
    });
  });
  return { message: ACCOUNT_TEXTS.userDeleted };
}

export async function sendResetCode(
  ctx: Context & { mailer: Mailer; secret: string },
  actor: Actor,
  email: string,
) {
  const user = await ctx.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) throw AppError.notFound();
  const issued = await issueCode(ctx, resetKey(user.id), RESET_CODE_POLICY);
  if (!issued.issued) {
    if (issued.refusal === 'cooldown')
      throw new RetryLater(ACCOUNT_TEXTS.resetCodeTooSoon, issued.retryAfterMs);
    throw AppError.tooManyRequests(ACCOUNT_TEXTS.resetCodeHourlyCap);
  }
  const { code } = issued;
  await ctx.mailer.queue({
    to: user.email,
    kind: 'password-reset',
    ...passwordResetMail({ firstName: user.firstName, code, validMinutes: RESET_CODE_TTL_MS / 60_000 }),
  });
  await audit(ctx.db, {
    action: 'password.reset-code',
    actor,
    entity: 'user',
    entityId: user.id,
    ip: ctx.ip,
    at: ctx.now,
  });
  return { message: ACCOUNT_TEXTS.resetCodeSent };
}

export async function resetPassword(
  ctx: Context & { secret: string; mailer: Pick<Mailer, 'kick'> },
  actor: Actor,
  input: { email: string; code: string; newPassword: string },
) {
  // Before the code is checked: a refused password does not spend one of the code's tries.
  await refuseWeakPassword(ctx.db, input.newPassword, input.email);
  const invalid = () => AppError.badRequest(ACCOUNT_TEXTS.resetCodeInvalid);
  const user = await ctx.db.query.users.findFirst({ where: eq(users.email, input.email) });
  if (!user) throw invalid();
  const checked = await checkCode(ctx, resetKey(user.id), RESET_CODE_POLICY, input.code);
  if (!checked.valid) {
    // Only a guess at a live code is a failed reset worth recording; a dead code is just refused.
    if (!checked.counted) throw invalid();
    await audit(ctx.db, {
      action: 'password.reset-failed',
      actor,
      entity: 'user',
      entityId: user.id,
      ip: ctx.ip,
      at: ctx.now,
    });
    throw invalid();
  }
  await setTemporaryPassword(ctx, actor, user, input.newPassword, (tx) =>
    // Consumed only if nobody else consumed it meanwhile: single use even under a race.
    consumeCode(tx, checked.codeId, ctx.now).then((consumed) => {
      if (!consumed) throw invalid();
    }),
  );
  return { message: ACCOUNT_TEXTS.passwordUpdated };
}

/**
 * Sets a password someone else typed (a SuperAdmin's reset by code, the operator's console):
 * temporary until the owner chooses their own, every session of the account ended, audited, the
 * owner mailed. `first` runs at the start of the same transaction (the reset consumes its code).
 */
export async function setTemporaryPassword(
  ctx: Context & { mailer: Pick<Mailer, 'kick'> },
  actor: ChangedBy,
  user: { id: number; email: string; firstName: string },
  newPassword: string,
  first?: (tx: Database) => Promise<void>,
) {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await first?.(tx);
    await tx
      .update(users)
      .set({ passwordHash, passwordTemporary: true, updatedAt: ctx.now })
      .where(eq(users.id, user.id));
    // Every session of the account ends: an old token fails on its next request.
    await tx
      .update(sessions)
      .set({ revokedAt: ctx.now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    await audit(tx, {
      action: 'password.reset',
      actor,
      entity: 'user',
      entityId: user.id,
      ip: ctx.ip,
      at: ctx.now,
      ...(actor.id === null ? { details: viaOf(actor) } : {}),
    });
    await enqueueMail(
      tx,
      {
        to: user.email,
        kind: 'password-changed',
        ...passwordChangedMail({ firstName: user.firstName, by: 'reset' }),
      },
      ctx.now,
    );
  });
  ctx.mailer.kick();
}

/**
 * Refuses a new password that is too short, too long, too common or built on context words: the
 * account's e-mail and the site's names (400 with the reason).
 */
export async function refuseWeakPassword(db: Database, password: string, email: string) {
  const { siteName } = await loadSettings(db);
  const refusal = await passwordRefusal(password, { email, siteNames: [siteName] });
  if (refusal) throw AppError.badRequest(refusal);
}

/**
 * A signed-in account changes its own password (docs/staff-accounts.md). A wrong current password
 * is a failed sign-in for the lockout (decision 006): the same audit entry, the same per-client
 * lock, the same notices. Success ends every other session of the account, keeps this one, and
 * mails the owner.
 */
export async function changePassword(
  ctx: Context & { mailer: Pick<Mailer, 'kick'> },
  actor: Actor & { sessionId: string },
  input: { currentPassword: string; newPassword: string },
) {
  const { db, now, ip } = ctx;
  await refuseWeakPassword(db, input.newPassword, actor.email);
  const user = await verifyOwnPassword(ctx, actor, input.currentPassword, {
    via: 'change-password',
    wrong: ACCOUNT_TEXTS.currentPasswordWrong,
  });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // Chosen by the owner: no longer temporary.
    await tx
      .update(users)
      .set({ passwordHash, passwordTemporary: false, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, actor.sessionId)));
    await audit(tx, { action: 'password.change', actor, entity: 'user', entityId: user.id, ip, at: now });
    await enqueueMail(
      tx,
      {
        to: user.email,
        kind: 'password-changed',
        ...passwordChangedMail({ firstName: user.firstName, by: 'owner' }),
      },
      now,
    );
  });
  ctx.mailer.kick();
  return { message: ACCOUNT_TEXTS.passwordChanged };
}

/**
 * A signed-in account proves its password again (own change, second-factor changes). A wrong one
 * is a failed sign-in for the lockout (decision 006): the same audit entry, the same per-client
 * lock, the same notices; a locked client is refused with 429 before the password is checked.
 */
export async function verifyOwnPassword(
  ctx: Context & { mailer: Pick<Mailer, 'kick'> },
  actor: Actor,
  password: string,
  options: { via: string; wrong: string },
) {
  const { db, now, ip } = ctx;
  const client = clientKey(ip);
  const user = await db.query.users.findFirst({ where: eq(users.id, actor.id) });
  if (!user) throw AppError.unauthorized(ACCOUNT_TEXTS.sessionEnded);
  const claim = await claimSignInAttempt(db, {
    email: actor.email,
    client,
    ip,
    now,
    actor,
    details: { client, via: options.via },
    failure: { accountExists: true },
  });
  if (!claim.claimed) throw new SignInRefused(claim.retryAfterMs);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await noticeOwnerOfFailures(ctx, user, client, now);
    throw AppError.badRequest(options.wrong);
  }
  // A right password asked again leaves no sign-in entry: the change it allows is audited.
  await withdrawAttempt(db, claim.id);
  return user;
}

/**
 * A signed-in account proves its second factor again (removing it, new recovery codes; ASVS
 * 7.5.1): a current authenticator code or an unused recovery code, which is then used up. A wrong
 * one is a failed code step for the lockout, the account-wide code cap included (lockout.ts).
 */
export async function verifyOwnSecondFactor(
  ctx: Context & { mailer: Pick<Mailer, 'kick'> },
  actor: Actor,
  code: string,
  options: { via: string },
) {
  const { db, now, ip } = ctx;
  const client = clientKey(ip);
  const user = await db.query.users.findFirst({ where: eq(users.id, actor.id) });
  if (!user) throw AppError.unauthorized(ACCOUNT_TEXTS.sessionEnded);
  const claim = await claimSignInAttempt(db, {
    email: actor.email,
    client,
    ip,
    now,
    actor,
    details: { client, via: options.via },
    failure: { accountExists: true },
    codeStep: true,
  });
  if (!claim.claimed) throw new SignInRefused(claim.retryAfterMs);
  if (!(await proveSecondFactor(db, user.id, code, now))) {
    await noticeOwnerOfFailures(ctx, user, client, now, { codeStep: true });
    throw AppError.badRequest(SECOND_FACTOR_TEXTS.codeWrong);
  }
  await withdrawAttempt(db, claim.id);
}

export async function countSuperAdmins(db: Database) {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'SuperAdmin'));
  return row?.n ?? 0;
}
