/**
 * E-mail verification codes of the event forms (SPEC §4, §5): valid 10 minutes, bound to event +
 * e-mail + purpose, dead after 5 wrong tries, single use. A new code within 120 s of the last is
 * refused whatever the client does, and an e-mail gets a few codes an hour at most for one event
 * and form, and RECIPIENT_CODES_PER_HOUR across all of them (decision 006: no address can be
 * mail-bombed through many events). This file is the policy and the texts; lib/one-time-codes.ts
 * does the rest.
 */
import { RESEND_CODE_COOLDOWN_MS } from '@authority/shared/constants';
import { FORMS_TEXTS } from '@authority/shared/i18n/forms-all';
import type { Locale } from '@authority/shared/locales';
import type { CodePurpose } from '@authority/shared/mail-texts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  type CodeKey,
  type CodePolicy,
  checkCode,
  codeTargets,
  eventCodesOfEmail,
  issueCode,
  type RecipientCap,
  withdrawCode,
} from '../../lib/one-time-codes.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODES_PER_HOUR = 5;
/** Codes one address may get an hour, whatever the event or form. */
export const RECIPIENT_CODES_PER_HOUR = 10;

const POLICY: CodePolicy = {
  ttlMs: CODE_TTL_MS,
  maxAttempts: CODE_MAX_ATTEMPTS,
  cooldownMs: RESEND_CODE_COOLDOWN_MS,
  perHour: CODES_PER_HOUR,
};

interface Target {
  eventId: number;
  email: string;
  purpose: CodePurpose;
}

interface Context {
  db: Database;
  secret: string;
  now: Date;
  /** The language the visitor's page is in: the refusals are said in it. */
  locale: Locale;
}

const keyOf = (target: Target): CodeKey => ({
  purpose: target.purpose,
  target: codeTargets.eventEmail(target.eventId, target.email),
});

const recipientCapOf = (email: string): RecipientCap => ({
  recipient: email,
  // Every event code (registration or sponsor) to the address; reset codes are bound to accounts.
  codesOf: eventCodesOfEmail(email),
  perHour: RECIPIENT_CODES_PER_HOUR,
});

/** A new code asked for within 120 s of the last: 429, and how long is left (Retry-After). */
export class CodeCooldown extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** Issues a new code for the target, replacing any earlier one; refuses inside the limits. */
export async function issueEventCode(ctx: Context, target: Target): Promise<string> {
  const outcome = await issueCode(ctx, keyOf(target), POLICY, recipientCapOf(target.email));
  if (outcome.issued) return outcome.code;
  const EVENT_FORM_TEXTS = FORMS_TEXTS[ctx.locale].form;
  if (outcome.refusal === 'cooldown') {
    const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
    throw new CodeCooldown(EVENT_FORM_TEXTS.cooldown(seconds), seconds);
  }
  if (outcome.refusal === 'recipient-cap') throw AppError.tooManyRequests(EVENT_FORM_TEXTS.codeRecipientCap);
  throw AppError.tooManyRequests(EVENT_FORM_TEXTS.codeHourlyCap);
}

/** The mail did not go out: the visitor may ask again at once (the hourly count stays). */
export const withdrawEventCode = (db: Database, target: Target) => withdrawCode(db, keyOf(target));

/**
 * Checks a code; a wrong one counts as a try (committed, even though the request fails).
 * Returns the code's id for `consumeCode` inside the caller's transaction.
 */
export async function verifyEventCode(ctx: Context, target: Target, code: string): Promise<number> {
  const outcome = await checkCode(ctx, keyOf(target), POLICY, code);
  if (!outcome.valid) throw codeInvalid(ctx.locale);
  return outcome.codeId;
}

/** 400: the code is wrong, spent or expired; said in the visitor's language. */
export function codeInvalid(locale: Locale): AppError {
  const message = FORMS_TEXTS[locale].form.codeInvalid;
  return AppError.badRequest(message, { verificationCode: [message] });
}
