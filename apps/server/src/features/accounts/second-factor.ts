/**
 * The second factor of staff sign-in (docs/staff-accounts.md, ASVS 6.3.3, 6.5.x): TOTP (RFC 6238,
 * otplib; 30 s steps, one step of drift either way) and ten single-use recovery codes, stored as
 * argon2id hashes. Enrolment is confirmed by a first valid code. A code is accepted only for a
 * time step after the last one accepted, so a code seen over a shoulder cannot be used again.
 */

import { randomBytes, randomInt } from 'node:crypto';
import type { AuditAction } from '@authority/shared/editor-texts';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CHALLENGE_SECONDS,
  type SecondFactorSetup,
} from '@authority/shared/second-factor';
import { SECOND_FACTOR_TEXTS, secondFactorMail } from '@authority/shared/second-factor-texts';
import { SITE } from '@authority/shared/site';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client.js';
import { recoveryCodes, secondFactors, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { enqueueMail } from '../../lib/mail/outbox.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Mailer } from '../../plugins/mailer.js';

/**
 * otplib and qrcode are loaded by the first second-factor step, not at start: most sign-ins and
 * every public request never need them (memory).
 */
let otp: Promise<typeof import('otplib')> | undefined;
const loadOtp = () => (otp ??= import('otplib'));

/** Seconds of clock drift accepted either side of now: one 30 s step. */
const TOTP_TOLERANCE_SECONDS = 30;
/** RFC 6238's time step, otplib's default. */
const TOTP_STEP_SECONDS = 30;
const CHALLENGE_AUDIENCE = 'second-factor';
/** Recovery codes: 10 characters of an alphabet without look-alikes (50 bits), shown as XXXXX-XXXXX. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface SecondFactorChallenge {
  isSuccessfulLogin: false;
  secondFactorRequired: true;
  challenge: string;
  expiresInSeconds: number;
}

/** True when the account has a confirmed second factor. */
export async function hasSecondFactor(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: secondFactors.userId })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)));
  return Boolean(row);
}

export async function unusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// The challenge is signed with a key of its own, so it can never pass for a staff token.
const challengeKey = (tokenKey: Uint8Array) =>
  new Uint8Array([...new TextEncoder().encode('second-factor-challenge:'), ...tokenKey]);

/**
 * The answer of a sign-in whose password was right on an account with a second factor: a signed
 * challenge (the account, the client it was given to, a random id, 5 minutes) that
 * `/login/second-factor` takes with the code, from that client only.
 */
export async function secondFactorChallenge(
  tokenKey: Uint8Array,
  userId: number,
  now: Date,
  client: string,
): Promise<SecondFactorChallenge> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const challenge = await new SignJWT({ client })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(CHALLENGE_AUDIENCE)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SECOND_FACTOR_CHALLENGE_SECONDS)
    .sign(challengeKey(tokenKey));
  return {
    isSuccessfulLogin: false,
    secondFactorRequired: true,
    challenge,
    expiresInSeconds: SECOND_FACTOR_CHALLENGE_SECONDS,
  };
}

/** The account, client and challenge id a challenge names, or undefined when it is forged or expired. */
export async function readChallenge(
  tokenKey: Uint8Array,
  challenge: string,
  now: Date,
): Promise<{ userId: number; challengeId: string; client: string } | undefined> {
  try {
    const { payload } = await jwtVerify(challenge, challengeKey(tokenKey), {
      algorithms: ['HS256'],
      audience: CHALLENGE_AUDIENCE,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.jti !== 'string') return undefined;
    if (typeof payload.client !== 'string') return undefined;
    return { userId, challengeId: payload.jti, client: payload.client };
  } catch {
    return undefined;
  }
}

/** The time step of a valid TOTP code after `afterStep`, or undefined. */
async function totpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const epoch = Math.floor(now.getTime() / 1000);
  // A step stored by a process whose clock runs ahead can be beyond every step this clock accepts:
  // no code can follow it here (otplib would throw), so the code is simply wrong.
  if (afterStep !== null && afterStep >= Math.floor((epoch + TOTP_TOLERANCE_SECONDS) / TOTP_STEP_SECONDS))
    return undefined;
  const { verify } = await loadOtp();
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The TOTP strategy's answer carries the matched time step (HOTP's would not).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Replaces the account's recovery codes with ten new ones; returns them in clear, once. */
async function replaceRecoveryCodes(db: Database, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code))));
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  });
  return codes;
}

/**
 * Checks a code of the sign-in's second step: a TOTP code (accepted once: its time step must be
 * after the last one accepted, set atomically), or an unused recovery code (then used up,
 * atomically). Returns how it was proved, or undefined for a wrong or reused code.
 */
export async function proveSecondFactor(
  db: Database,
  userId: number,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery-code' | undefined> {
  const [factor] = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)));
  if (!factor) return undefined;
  const step = await totpStep(factor.secret, code, now, factor.lastUsedStep);
  if (step !== undefined) {
    const claimed = await db
      .update(secondFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(secondFactors.userId, userId),
          or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return claimed.length > 0 ? 'totp' : undefined;
  }
  const given = normalizeRecoveryCode(code);
  if (!/^[A-Z0-9]{10}$/.test(given)) return undefined;
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  for (const candidate of unused) {
    if (!(await verifyPassword(candidate.codeHash, given))) continue;
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.id, candidate.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length > 0 ? 'recovery-code' : undefined;
  }
  return undefined;
}

interface OwnerContext {
  db: Database;
  now: Date;
  ip: string;
  mailer: Pick<Mailer, 'kick'>;
}

type Owner = { id: number; email: string };

/**
 * Starts (or starts again) enrolment: a new secret, not yet in force, as an otpauth URL, a QR code
 * (an SVG data: URL, which the CSP's `img-src data:` allows) and text for manual entry.
 */
export async function startEnrolment(ctx: OwnerContext, owner: Owner): Promise<SecondFactorSetup> {
  if (await hasSecondFactor(ctx.db, owner.id)) throw AppError.conflict(SECOND_FACTOR_TEXTS.alreadyEnrolled);
  const { generateSecret, generateURI } = await loadOtp();
  const secret = generateSecret();
  await ctx.db
    .insert(secondFactors)
    .values({ userId: owner.id, secret, createdAt: ctx.now })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secret, confirmedAt: null, lastUsedStep: null, createdAt: ctx.now },
    });
  const otpauthUrl = generateURI({ issuer: SITE.name, label: owner.email, secret });
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  await audit(ctx.db, {
    action: 'second-factor.setup',
    actor: owner,
    entity: 'user',
    entityId: owner.id,
    ip: ctx.ip,
    at: ctx.now,
  });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

async function mailOwner(
  db: Database,
  userId: number,
  change: Parameters<typeof secondFactorMail>[0]['change'],
  now: Date,
) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  await enqueueMail(
    db,
    { to: user.email, kind: 'second-factor', ...secondFactorMail({ firstName: user.firstName, change }) },
    now,
  );
}

/** Confirms enrolment with a first valid code: the factor is on, ten recovery codes, the owner mailed. */
export async function confirmEnrolment(ctx: OwnerContext, owner: Owner, code: string) {
  const [factor] = await ctx.db.select().from(secondFactors).where(eq(secondFactors.userId, owner.id));
  if (factor?.confirmedAt) throw AppError.conflict(SECOND_FACTOR_TEXTS.alreadyEnrolled);
  if (!factor) throw AppError.badRequest(SECOND_FACTOR_TEXTS.setupMissing);
  const step = await totpStep(factor.secret, code, ctx.now, null);
  if (step === undefined) throw AppError.badRequest(SECOND_FACTOR_TEXTS.codeWrong);
  const confirmed = await ctx.db
    .update(secondFactors)
    .set({ confirmedAt: ctx.now, lastUsedStep: step })
    .where(and(eq(secondFactors.userId, owner.id), isNull(secondFactors.confirmedAt)))
    .returning({ userId: secondFactors.userId });
  if (confirmed.length === 0) throw AppError.conflict(SECOND_FACTOR_TEXTS.alreadyEnrolled);
  return issueRecoveryCodes(ctx, owner, 'second-factor.enable', 'added', SECOND_FACTOR_TEXTS.enrolled);
}

/** New recovery codes for an enrolled account (its password and a code were checked by the caller). */
export async function regenerateRecoveryCodes(ctx: OwnerContext, owner: Owner) {
  if (!(await hasSecondFactor(ctx.db, owner.id))) throw AppError.conflict(SECOND_FACTOR_TEXTS.notEnrolled);
  return issueRecoveryCodes(
    ctx,
    owner,
    'second-factor.recovery-codes',
    'codes-regenerated',
    SECOND_FACTOR_TEXTS.codesRegenerated,
  );
}

/** Fresh recovery codes for `owner`, the change audited as `action` and mailed to the owner. */
async function issueRecoveryCodes(
  ctx: OwnerContext,
  owner: Owner,
  action: AuditAction,
  mail: Parameters<typeof mailOwner>[2],
  message: string,
) {
  const codes = await replaceRecoveryCodes(ctx.db, owner.id, ctx.now);
  await audit(ctx.db, { action, actor: owner, entity: 'user', entityId: owner.id, ip: ctx.ip, at: ctx.now });
  await mailOwner(ctx.db, owner.id, mail, ctx.now);
  ctx.mailer.kick();
  return { message, recoveryCodes: codes };
}

/**
 * Removes an account's second factor and recovery codes: by its owner (password and a code checked
 * by the caller) or by another SuperAdmin for a lost device. Audited and mailed to the owner.
 */
export async function removeSecondFactor(
  ctx: OwnerContext,
  actor: Owner | { id: null; email: string },
  userId: number,
  by: 'owner' | 'SuperAdmin' | 'console',
) {
  const removed = await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!target) throw AppError.notFound();
    const deleted = await tx
      .delete(secondFactors)
      .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)))
      .returning({ userId: secondFactors.userId });
    if (deleted.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await audit(tx, {
      action: 'second-factor.remove',
      actor,
      entity: 'user',
      entityId: userId,
      ip: ctx.ip,
      at: ctx.now,
      details: { email: target.email, by },
    });
    await mailOwner(tx, userId, by === 'owner' ? 'removed' : 'removed-by-admin', ctx.now);
    return true;
  });
  if (!removed)
    throw by === 'owner'
      ? AppError.conflict(SECOND_FACTOR_TEXTS.notEnrolled)
      : AppError.notFound(SECOND_FACTOR_TEXTS.accountHasNone);
  ctx.mailer.kick();
  return { message: by === 'owner' ? SECOND_FACTOR_TEXTS.removed : SECOND_FACTOR_TEXTS.removedByAdmin };
}
