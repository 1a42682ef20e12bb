import { describe, expect, it } from 'vitest';
import { builtOnContextWords, CONTEXT_WORDS, contextWordsFor } from './password-context';

describe('context words (ASVS 6.1.2, 6.2.11)', () => {
  const words = contextWordsFor({
    email: 'khalid.mansour88@amanah-health.example',
    siteNames: ['Karbala Care'],
  });

  it('lists the product’s words, the site’s names and the e-mail’s local part and its pieces', () => {
    for (const word of [
      ...CONTEXT_WORDS,
      'health',
      'karbala',
      'care',
      'khalid',
      'mansour',
      'khalid.mansour88',
    ])
      expect(words).toContain(word);
    expect(words).not.toContain('and');
  });

  it.each(['Admin2026!', 'KHALID-mansour-1', 'karbalacare99', 'dashboard#1', 'amanahhealth'])(
    'refuses %s, which is little more than context words',
    (password) => expect(builtOnContextWords(password, words)).toBe(true),
  );

  it.each(['tamarind-lantern-orbit', 'admin of the orchard by the river', 'x9!Lq2#vB7'])(
    'takes %s: no context word, or plenty besides',
    (password) => expect(builtOnContextWords(password, words)).toBe(false),
  );
});
