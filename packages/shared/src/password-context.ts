/**
 * Context-specific words (ASVS 6.1.2, 6.2.11): a password built on them is easy to guess here.
 * A password is refused when, once every context word it contains is taken out (in lower case),
 * fewer than PASSWORD_MIN_LENGTH characters remain: 'Amanah2026!' and 'admin12345' are refused,
 * a long passphrase that happens to contain 'health' is not.
 */
import { PASSWORD_MIN_LENGTH } from './constants';
import { SITE } from './site';

/** Words of the product, its roles and its screens. The site's names are added from SITE and settings. */
export const CONTEXT_WORDS = [
  'admin',
  'administrator',
  'superadmin',
  'dashboard',
  'staff',
  'amanah',
  'authority',
] as const;

/** Context words shorter than this are not looked for (too many passwords contain them by chance). */
const MIN_WORD_LENGTH = 3;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH);

/** The words to refuse for one account: the fixed list, the site's names, the e-mail's local part and its pieces. */
export function contextWordsFor(input: { email?: string; siteNames?: readonly string[] }): string[] {
  const local = (input.email ?? '').split('@')[0]?.toLowerCase() ?? '';
  const words = new Set<string>([
    ...CONTEXT_WORDS,
    ...wordsOf(SITE.name),
    ...wordsOf(SITE.fullName),
    ...(input.siteNames ?? []).flatMap(wordsOf),
    ...wordsOf(local),
    ...wordsOf(local.replace(/\d+/g, ' ')),
  ]);
  if (local.length >= MIN_WORD_LENGTH) words.add(local);
  // Generic small words that SITE.fullName brings in ('and') are not worth refusing.
  words.delete('and');
  words.delete('the');
  return [...words].sort((a, b) => b.length - a.length);
}

/** True when the password is little more than context words (see above). */
export function builtOnContextWords(password: string, words: readonly string[]): boolean {
  let rest = password.toLowerCase();
  let found = false;
  for (const word of words) {
    if (rest.includes(word)) {
      found = true;
      rest = rest.split(word).join('');
    }
  }
  return found && rest.length < PASSWORD_MIN_LENGTH;
}
