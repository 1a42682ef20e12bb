/**
 * Site search over the index the content tables' triggers keep (docs/decisions/037-site-search.md):
 * the query folded by the shared normalisation, its words' lexemes from the database (English
 * stems), one statement for a page of results and their count, then the titles and snippets
 * marked. Only what visitors may see at `now` is ever read.
 */
import { LOCALE_INFO, LOCALES, type Locale } from '@authority/shared/locales';
import { itemPath, PUBLIC_PAGES } from '@authority/shared/public-pages';
import type { SearchAnswer, SearchItem } from '@authority/shared/search';
import { markRanges, parseSearchQuery, searchWords, wordForms } from '@authority/shared/search-normalize';
import { SEARCH_PAGE_SIZE, type SearchType } from '@authority/shared/search-query';
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import type { RowTexts, SearchCopy } from './in-process.js';
import { rowsOf, textArray } from './sql-values.js';

export interface SearchRequest {
  q: string;
  locale: Locale;
  page: number;
  type?: SearchType | undefined;
}

/** How much of a body a snippet shows, and how much of it comes before the first match. */
const SNIPPET_LENGTH = 180;
const SNIPPET_LEAD = 50;
/** The words of a query that 'Did you mean' looks at, and the candidates it tries for each. */
const SUGGESTED_WORDS = 5;
const CANDIDATES = 3;

/** A query as tsquery pieces (each word, or each phrase), with every lexeme the marks look for. */
interface BuiltQuery {
  pieces: string[];
  titlePieces: string[];
  stems: string[];
  /** Each piece's lexemes when every piece is one word (the in-process copy's query); else none. */
  words: string[][] | undefined;
}

/** Forms' lexemes already asked for: search_lexemes is IMMUTABLE, so an answer holds for ever. */
const knownLexemes = new LRUCache<string, string[]>({ max: 20_000 });

/** Each form's lexemes (none for an English stop word), from the database's own rules. */
async function lexemesOf(db: Database, forms: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const form of forms) {
    const lexemes = knownLexemes.get(form);
    if (lexemes) found.set(form, lexemes);
    else unknown.push(form);
  }
  if (unknown.length === 0) return found;
  const rows = rowsOf<{ form: string; lexemes: string[] | null }>(
    await db.execute(
      sql`select form, search_lexemes(form) as lexemes from unnest(${textArray(unknown)}::text[]) as form`,
    ),
  );
  for (const row of rows) {
    const lexemes = row.lexemes ?? [];
    knownLexemes.set(row.form, lexemes);
    found.set(row.form, lexemes);
  }
  return found;
}

/** Lexemes are folded words (ASCII letters and digits, Arabic letters): quoting needs no escapes. */
const group = (lexemes: readonly string[], weight: string) =>
  `(${lexemes.map((lexeme) => `'${lexeme}'${weight}`).join(' | ')})`;

async function buildQuery(db: Database, q: string): Promise<BuiltQuery> {
  const { phrases, words } = parseSearchQuery(q);
  const allWords = [...words, ...phrases.flat()];
  const forms = [...new Set(allWords.flatMap(wordForms))];
  const lexemes = await lexemesOf(db, forms);
  const lexemesOfWord = (word: string) => [
    ...new Set(wordForms(word).flatMap((form) => lexemes.get(form) ?? [])),
  ];
  const pieces: string[] = [];
  const titlePieces: string[] = [];
  const wordPieces: string[][] = [];
  let oneWordEach = true;
  const piece = (weight: string, parts: readonly string[]) => {
    // A stop word inside a phrase still counts in its distances (`department <2> health`).
    let text = '';
    let gap = 1;
    for (const word of parts) {
      const found = lexemesOfWord(word);
      if (found.length === 0) {
        if (text) gap += 1;
        continue;
      }
      text = text ? `${text} <${gap}> ${group(found, weight)}` : group(found, weight);
      gap = 1;
    }
    return text;
  };
  for (const parts of [...words.map((word) => [word]), ...phrases]) {
    const text = piece('', parts);
    if (!text) continue;
    pieces.push(text);
    titlePieces.push(piece(':A', parts));
    // A phrase of two words or more needs their places, which only the database's vectors have.
    const real = parts.filter((word) => lexemesOfWord(word).length > 0);
    oneWordEach &&= real.length === 1;
    wordPieces.push(lexemesOfWord(real[0] ?? ''));
  }
  const stems = [...new Set([...forms, ...[...lexemes.values()].flat()])];
  return { pieces, titlePieces, stems, words: oneWordEach ? wordPieces : undefined };
}

/** A row of a page of results, with how many the whole query found. */
interface Row extends RowTexts {
  total: number | string;
}

const VECTOR: Record<Locale, SQL> = { en: sql.raw('vector_en'), ar: sql.raw('vector_ar') };

/** Where a search reads: the database, and the index's copy in this process when it is kept (DELIVERY_TUNING). */
export interface SearchSource {
  db: Database;
  copy?: SearchCopy | undefined;
}

/**
 * One page of the visible rows matching the query (all pieces, or any when `partial`), each with
 * their count: matched and ordered by the copy when there is one and the query has no phrase, else
 * by the database.
 */
async function findRows(
  source: SearchSource,
  request: SearchRequest,
  built: BuiltQuery,
  partial: boolean,
  now: Date,
  pageSize = SEARCH_PAGE_SIZE,
): Promise<Row[]> {
  const { db, copy } = source;
  if (copy && built.words) {
    const found = await copy.find(
      {
        pieces: built.words,
        partial,
        type: request.type,
        locale: request.locale,
        offset: (request.page - 1) * pageSize,
        limit: pageSize,
      },
      now,
    );
    if (found.keys.length === 0) return [];
    return (await copy.textsOf(found.keys)).map((row) => ({ ...row, total: found.total }));
  }
  return findRowsInDatabase(db, request, built, partial, now, pageSize);
}

async function findRowsInDatabase(
  db: Database,
  request: SearchRequest,
  built: BuiltQuery,
  partial: boolean,
  now: Date,
  pageSize: number,
): Promise<Row[]> {
  const join = partial ? ' | ' : ' & ';
  const match = built.pieces.map((p) => `(${p})`).join(join);
  const inTitle = built.titlePieces.map((p) => `(${p})`).join(join);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const nowText = now.toISOString();
  const own = VECTOR[request.locale];
  // Partial results: those that match more of the words first.
  const matched = partial
    ? sql`(select count(*) from unnest(${textArray(built.pieces)}::tsquery[]) as piece where vector_en @@ piece or vector_ar @@ piece) desc,`
    : sql``;
  return rowsOf<Row>(
    await db.execute(sql`
      with query as (select ${match}::tsquery as q, ${inTitle}::tsquery as t),
      -- Ordered by their keys alone; the texts are read for the page's rows only.
      page as (
        select type, item_id, count(*) over () as total,
          row_number() over (order by
            (vector_en @@ query.t or vector_ar @@ query.t) desc,
            ${matched}
            (${own} @@ query.q) desc,
            (type = 'events' and date >= ${today}::timestamptz) desc,
            case when type = 'events' and date >= ${today}::timestamptz then date end asc,
            date desc nulls first,
            type, item_id desc) as place
        from search_index, query
        where is_published and (publish_at is null or publish_at <= ${nowText}::timestamptz)
          and (vector_en @@ query.q or vector_ar @@ query.q)
          ${request.type ? sql`and type = ${request.type}` : sql``}
        order by place
        limit ${pageSize} offset ${(request.page - 1) * pageSize}
      )
      select page.type, page.item_id as id, date, title_en, title_ar, body_en, body_ar, page.total
      from page join search_index as item on item.type = page.type and item.item_id = page.item_id
      order by page.place
    `),
  );
}

/** The page of an item in `locale`: an item page for news and events, its landing section otherwise. */
function urlOf(type: SearchType, id: number, locale: Locale): string {
  const prefix = LOCALE_INFO[locale].prefix;
  if (type === 'news') return `${prefix}${itemPath(PUBLIC_PAGES.showNews.path, id)}`;
  if (type === 'events') return `${prefix}${itemPath(PUBLIC_PAGES.eventDetails.path, id)}`;
  const section: Record<Exclude<SearchType, 'news' | 'events'>, string> = {
    institutions: 'institutions',
    achievements: 'achievements',
    partners: 'Partnerships',
    comments: 'about',
    branches: 'footer',
    about: 'about',
  };
  return `${prefix || '/'}#${section[type]}`;
}

/** Up to SNIPPET_LENGTH characters of `body` around its first match, cut at spaces. */
function snippetOf(body: string, stems: readonly string[]): string {
  if (body.length <= SNIPPET_LENGTH) return body;
  const first = markRanges(body, stems, 1)[0];
  let start = first ? Math.max(0, first[0] - SNIPPET_LEAD) : 0;
  if (start > 0) {
    const space = body.indexOf(' ', start);
    start = space === -1 || (first && space >= first[0]) ? start : space + 1;
  }
  let end = Math.min(body.length, start + SNIPPET_LENGTH);
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    if (space > start + SNIPPET_LENGTH / 2) end = space;
  }
  return `${start > 0 ? '… ' : ''}${body.slice(start, end)}${end < body.length ? ' …' : ''}`;
}

const dateOf = (type: SearchType, date: Row['date']): string | null => {
  if (date === null) return null;
  const iso = (date instanceof Date ? date : new Date(date)).toISOString();
  return type === 'events' ? iso.slice(0, 10) : iso;
};

function itemOf(row: Row, request: SearchRequest, stems: readonly string[], partial: boolean): SearchItem {
  const other = LOCALES.find((locale) => locale !== request.locale) as Locale;
  const titleIn = (locale: Locale) => (locale === 'ar' ? row.title_ar : row.title_en);
  const language = titleIn(request.locale) ? request.locale : other;
  const title = titleIn(language);
  const snippet = snippetOf(language === 'ar' ? row.body_ar : row.body_en, stems);
  return {
    type: row.type,
    id: row.id,
    title,
    titleMarks: markRanges(title, stems).map(([s, e]) => [s, e] as [number, number]),
    snippet,
    snippetMarks: markRanges(snippet, stems).map(([s, e]) => [s, e] as [number, number]),
    url: urlOf(row.type, row.id, request.locale),
    date: dateOf(row.type, row.date),
    language,
    partial,
  };
}

/** The results of `request`: all words first; some of them when none has all; and 'Did you mean'. */
export async function searchSite(
  source: SearchSource,
  request: SearchRequest,
  now: Date,
): Promise<SearchAnswer> {
  const { db } = source;
  const answer = (items: SearchItem[], total: number, suggestion: string | null): SearchAnswer => ({
    items,
    total,
    page: request.page,
    pageSize: SEARCH_PAGE_SIZE,
    suggestion,
  });
  const built = await buildQuery(db, request.q);
  if (built.pieces.length === 0) return answer([], 0, null);
  let partial = false;
  let rows = await findRows(source, request, built, false, now);
  if (rows.length === 0 && built.pieces.length > 1 && request.page === 1) {
    rows = await findRows(source, request, built, true, now);
    partial = rows.length > 0;
  }
  if (rows.length === 0) {
    // Past the last page there is nothing to suggest: the query itself finds something.
    const suggestion = request.page === 1 ? await suggest(source, request, now) : null;
    return answer([], 0, suggestion);
  }
  const total = Number(rows[0]?.total ?? 0);
  return answer(
    rows.map((row) => itemOf(row, request, built.stems, partial)),
    total,
    null,
  );
}

/**
 * A query made of the site's own words that finds a public item: each word of `request.q` in turn
 * replaced by the indexed words closest to it (trigram similarity), written as the item writes it.
 */
async function suggest(source: SearchSource, request: SearchRequest, now: Date): Promise<string | null> {
  const { db } = source;
  const words = searchWords(request.q.replace(/["“”«»]/g, ' ')).slice(0, SUGGESTED_WORDS);
  for (const [at, word] of words.entries()) {
    if (word.length < 3) continue;
    const candidates = rowsOf<{ term: string }>(
      await db.execute(sql`
        select term from search_terms where term % ${word} and term <> ${word}
        order by similarity(term, ${word}) desc, term limit ${CANDIDATES}`),
    );
    for (const { term } of candidates) {
      const changed = words.map((w, i) => (i === at ? term : w)).join(' ');
      const built = await buildQuery(db, changed);
      if (built.pieces.length === 0) continue;
      const [row] = await findRows(source, { ...request, q: changed, page: 1 }, built, false, now, 1);
      if (!row) continue;
      return replaceWrittenWord(request.q, word, writtenForm(row, term) ?? term);
    }
  }
  return null;
}

/** How `row` writes the word that folds to `term` (the first it has), in lower case. */
function writtenForm(row: Row, term: string): string | undefined {
  for (const text of [row.title_en, row.title_ar, row.body_en, row.body_ar]) {
    for (const match of text.matchAll(/[\p{L}\p{M}\p{N}\u0640]+/gu)) {
      if (searchWords(match[0]).some((w) => wordForms(w).includes(term))) return match[0].toLowerCase();
    }
  }
  return undefined;
}

/** `query` with its written word that folds to `folded` replaced by `replacement`. */
function replaceWrittenWord(query: string, folded: string, replacement: string): string {
  const trimmed = query.trim();
  for (const match of trimmed.matchAll(/[\p{L}\p{M}\p{N}\u0640]+/gu)) {
    if (searchWords(match[0]).includes(folded)) {
      return `${trimmed.slice(0, match.index)}${replacement}${trimmed.slice(match.index + match[0].length)}`;
    }
  }
  return replacement;
}
