/**
 * Site search's one normalisation (docs/decisions/037-site-search.md), in TypeScript: the server
 * folds a visitor's query with it, and marks the matched words of a result with it. The database
 * folds what it indexes with the same rules in SQL (`search_fold`, `search_forms` in the search
 * migration); both are checked against one table of cases (search-cases.ts).
 *
 * Free of zod and of any other import: the web app may use it without weight.
 */

/** Letters that fold to another (Arabic spellings, Persian forms, Arabic-Indic and Persian digits). */
const FOLD_FROM = 'أإآٱىؤئةکیھ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const FOLD_TO = 'اااايويهكيه01234567890123456789';
/** Tatweel and the marks that carry no letter (tashkeel, the dagger alef): dropped. */
const DROPPED = /[\u0640\u064b-\u065f\u0670\u06d6-\u06ed]/g;
/** Latin letters that `unaccent` spells with two (or a plain one) and NFD leaves whole. */
const LATIN_WHOLE: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const FOLD_MAP: ReadonlyMap<string, string> = new Map(
  [...FOLD_FROM].map((from, at) => [from, [...FOLD_TO][at] as string]),
);
/** What is left of a word after folding: ASCII letters and digits, and the Arabic letters. */
const NOT_WORD = /[^a-z0-9\u0621-\u064a]+/g;
const ARABIC_LETTER = /^[\u0621-\u064a]/;

/**
 * A text as search compares it: lower case, without accents (`unaccent`), the Arabic spellings
 * folded (alef forms to bare alef, ى to ي, ؤ and ئ to their bases, ة to ه), tashkeel and tatweel
 * dropped, every digit ASCII, anything else a single space between words.
 */
export function foldForSearch(text: string): string {
  let out = '';
  for (const char of text.replace(DROPPED, '')) out += FOLD_MAP.get(char) ?? char;
  return (
    out
      // The Arabic letters are folded above, before NFD could split them (أ into ا and a hamza mark).
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .toLowerCase()
      .replace(/[ßæœøłđðþı]/g, (char) => LATIN_WHOLE[char] ?? char)
      .replace(NOT_WORD, ' ')
      .trim()
  );
}

/** The words of a folded text. */
export const searchWords = (text: string): string[] => {
  const folded = foldForSearch(text);
  return folded === '' ? [] : folded.split(' ');
};

/**
 * The Arabic article and clitics a word may start with, longest first; each is stripped only when
 * what is left is a word (three letters after a one-letter clitic, two after a longer one).
 */
export const ARABIC_CLITICS = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل'] as const;

/**
 * A folded word and the words it may be without its article or clitic: the index keeps all of
 * them at the word's place, and a query word matches a text word when their forms meet.
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  if (!ARABIC_LETTER.test(word)) return forms;
  for (const clitic of ARABIC_CLITICS) {
    const rest = word.length - clitic.length;
    if (word.startsWith(clitic) && rest >= (clitic.length === 1 ? 3 : 2)) {
      const form = word.slice(clitic.length);
      if (!forms.includes(form)) forms.push(form);
    }
  }
  return forms;
}

/** A visitor's query: its quoted phrases (each its words in order) and its other words. */
export interface ParsedSearchQuery {
  phrases: string[][];
  words: string[];
}

/** `"patient safety" vaccine` → one phrase of two words and one word; an unclosed quote closes at the end. */
export function parseSearchQuery(query: string): ParsedSearchQuery {
  const phrases: string[][] = [];
  const words: string[] = [];
  const parts = query.split(/["“”«»]/);
  parts.forEach((part, at) => {
    const folded = searchWords(part);
    if (folded.length === 0) return;
    // Odd parts lie between quotes.
    if (at % 2 === 1 && folded.length > 1) phrases.push(folded);
    else words.push(...folded);
  });
  return { phrases, words: [...new Set(words)] };
}

/** A stretch of a text to show marked: `[start, end)` in UTF-16 units of the original text. */
export type MarkRange = readonly [start: number, end: number];

/** The forms of written words already marked once: results show the same words again and again. */
const FORMS_OF_WRITTEN = new Map<string, readonly string[]>();
/** Written words whose forms are kept; past it the memo starts again (a bound, whatever is written). */
const FORMS_KEPT = 5_000;

/** Every form of every folded word of one written word. */
function formsOfWritten(written: string): readonly string[] {
  let forms = FORMS_OF_WRITTEN.get(written);
  if (forms === undefined) {
    if (FORMS_OF_WRITTEN.size >= FORMS_KEPT) FORMS_OF_WRITTEN.clear();
    forms = searchWords(written).flatMap(wordForms);
    FORMS_OF_WRITTEN.set(written, forms);
  }
  return forms;
}

/**
 * Where in `text` (as written, not folded) the words whose forms meet `stems` are, the first
 * `limit` of them. A text word matches a stem when one of its forms begins with it: the database's
 * English stems are the word's beginnings (`vaccin` of `vaccination`), and Arabic forms are whole.
 */
export function markRanges(
  text: string,
  stems: readonly string[],
  limit = Number.POSITIVE_INFINITY,
): MarkRange[] {
  if (stems.length === 0) return [];
  const ranges: MarkRange[] = [];
  // A written word: a run of anything that is not space or punctuation (folding decides the rest).
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}\u0640]+/gu)) {
    const hit = formsOfWritten(match[0]).some((form) =>
      stems.some((stem) => form === stem || (stem.length >= 3 && form.startsWith(stem))),
    );
    if (hit) ranges.push([match.index, match.index + match[0].length]);
    if (ranges.length >= limit) break;
  }
  return ranges;
}
