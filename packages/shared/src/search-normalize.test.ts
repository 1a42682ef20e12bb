import { describe, expect, it } from 'vitest';
import { ARABIC_FOLD_CASES, ENGLISH_FOLD_CASES, MATCH_CASES } from './search-cases';
import { foldForSearch, markRanges, parseSearchQuery, searchWords, wordForms } from './search-normalize';

/** Whether the query's words all meet a word of the text, by their forms (no English stems). */
const matches = (query: string, text: string) => {
  const textForms = new Set(searchWords(text).flatMap(wordForms));
  return searchWords(query).every((word) => wordForms(word).some((form) => textForms.has(form)));
};

describe('search normalisation (TypeScript)', () => {
  it('holds enough cases in each language', () => {
    expect(ARABIC_FOLD_CASES.length).toBeGreaterThanOrEqual(40);
    expect(ENGLISH_FOLD_CASES.length).toBeGreaterThanOrEqual(20);
  });

  it.each([...ARABIC_FOLD_CASES, ...ENGLISH_FOLD_CASES])('folds $input to $folded', ({ input, folded }) => {
    expect(foldForSearch(input)).toBe(folded);
  });

  it.each(MATCH_CASES.filter((c) => !c.stems))('$query meets $text: $match', ({ query, text, match }) => {
    expect(matches(query, text)).toBe(match);
  });

  it('strips a clitic only when a word is left', () => {
    expect(wordForms('والمستشفي')).toEqual(['والمستشفي', 'مستشفي', 'المستشفي']);
    expect(wordForms('بحث')).toEqual(['بحث']);
    expect(wordForms('vaccine')).toEqual(['vaccine']);
  });

  it('reads quoted phrases apart from the other words', () => {
    expect(parseSearchQuery('"Patient Safety" flu  flu')).toEqual({
      phrases: [['patient', 'safety']],
      words: ['flu'],
    });
    expect(parseSearchQuery('"one" «مستشفى الملك')).toEqual({
      phrases: [['مستشفي', 'الملك']],
      words: ['one'],
    });
  });

  it('marks the written words whose forms meet the stems', () => {
    const text = 'Vaccination day at the إدارة، المستشفى';
    const marked = markRanges(text, ['vaccin', 'اداره', 'مستشفي']).map(([s, e]) => text.slice(s, e));
    expect(marked).toEqual(['Vaccination', 'إدارة', 'المستشفى']);
  });
});
