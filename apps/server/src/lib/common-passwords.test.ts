import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PASSWORD_MAX_LENGTH } from '@authority/shared/accounts';
import { PASSWORD_MIN_LENGTH } from '@authority/shared/constants';
import { describe, expect, it } from 'vitest';
import { commonPasswordsText, loadCommonPasswords, SortedWords } from './common-passwords.js';

describe('SortedWords', () => {
  const words = ['123456789012', 'aardvark', 'password', 'password1', 'zebra-crossing'];
  const list = new SortedWords(words.join('\n'));

  it('finds every word, first, middle and last', () => {
    expect(list.size).toBe(words.length);
    for (const word of words) expect(list.has(word)).toBe(true);
  });

  it('finds no other: not a prefix, not a longer word, not an empty one', () => {
    for (const word of ['', 'passwor', 'password12', 'aardvarks', '0', 'zzz', 'password\npassword1']) {
      expect(list.has(word)).toBe(false);
    }
  });

  it('holds one word, or none', () => {
    expect(new SortedWords('only').has('only')).toBe(true);
    expect(new SortedWords('').has('')).toBe(false);
    expect(new SortedWords('').size).toBe(0);
  });
});

describe('the common-password list', () => {
  it('made from the packages: sorted, distinct, lower case, each between the length rules', async () => {
    const text = await commonPasswordsText();
    const words = text.split('\n');
    expect(words.length).toBeGreaterThan(190_000);
    expect(new Set(words).size).toBe(words.length);
    expect([...words].sort()).toEqual(words);
    expect(
      words.every(
        (word) =>
          word === word.toLowerCase() &&
          word.length >= PASSWORD_MIN_LENGTH &&
          word.length <= PASSWORD_MAX_LENGTH,
      ),
    ).toBe(true);
    const list = new SortedWords(text);
    expect(list.has('password1')).toBe(true);
    expect(list.has('correct-horse-battery-staple-2026')).toBe(false);
  });

  it("is read from the build's file when there is one", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'authority-passwords-')), 'common-passwords.txt');
    writeFileSync(file, 'hunter2hunter2\nletmeinplease');
    const fromFile = await loadCommonPasswords(file);
    expect(fromFile.size).toBe(2);
    expect(fromFile.has('letmeinplease')).toBe(true);
    expect(fromFile.has('password1')).toBe(false);
  });
});
