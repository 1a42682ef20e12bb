/**
 * Password hashing: argon2id with OWASP's minimums (19 MiB, 2 iterations, 1 lane); and which new
 * passwords are refused.
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNT_TEXTS, PASSWORD_MAX_LENGTH } from '@authority/shared/accounts';
import { PASSWORD_MIN_LENGTH } from '@authority/shared/constants';
import { builtOnContextWords, contextWordsFor } from '@authority/shared/password-context';
import { PASSWORD_CONTEXT_TEXTS } from '@authority/shared/second-factor-texts';
import { hash, verify } from '@node-rs/argon2';
import { loadCommonPasswords, type SortedWords } from './common-passwords.js';

// @node-rs/argon2's Algorithm is a const enum, which isolatedModules cannot import; 2 = Argon2id.
const ARGON2ID = 2;
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random password of letters and digits, for the first SuperAdmin when none is configured. */
export function randomPassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The common-password list (lib/common-passwords.ts), loaded on the first password set, never in
 * the browser. A start with ADMIN_PASSWORD checks it, so it is compact: it stays loaded.
 */
let common: Promise<SortedWords> | undefined;

export function commonPasswords(): Promise<SortedWords> {
  common ??= loadCommonPasswords().catch((error: unknown) => {
    common = undefined;
    throw error;
  });
  return common;
}

/** Whose password it is, for the context words (ASVS 6.2.11): the account's e-mail, the site's names. */
export interface PasswordContext {
  email?: string;
  siteNames?: readonly string[];
}

/**
 * Why a new password may not be set, or undefined when it may: the length rules of SPEC §5 (with
 * their texts) and at most PASSWORD_MAX_LENGTH, then the common-password list, then the context
 * words (`shared/password-context.ts`). Every place that sets a password calls it (register,
 * reset, own change, and ADMIN_PASSWORD at start).
 */
export async function passwordRefusal(
  password: string,
  context: PasswordContext = {},
): Promise<string | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_TEXTS.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_TEXTS.passwordTooLong;
  if ((await commonPasswords()).has(password.toLowerCase())) return ACCOUNT_TEXTS.passwordTooCommon;
  if (builtOnContextWords(password, contextWordsFor(context))) return PASSWORD_CONTEXT_TEXTS.refused;
  return undefined;
}
