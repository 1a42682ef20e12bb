/**
 * The search index's copy in this process (docs/decisions/048-search-in-process.md): which rows
 * hold which lexemes, in each language and in titles, read from the database's own vectors (so the
 * folding and the English stems stay the database's), and each row's visibility and order keys.
 * A query of words is matched and ordered here, as the SQL of service.ts would; the page's texts
 * are read from the database by key and revision, and the most shown kept (bounded). Kept behind
 * DELIVERY_TUNING; phrases always go to SQL.
 *
 * The copy follows the table by revision: every content change (on every process of a fleet)
 * marks it stale, and the next search first reads the keys and revisions and then only the rows
 * that changed. A replaced row takes a new slot; the old one is dead until the next compaction.
 */
import { LOCALES, type Locale } from '@authority/shared/locales';
import type { SearchType } from '@authority/shared/search-query';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import { integerArray, rowsOf, textArray } from './sql-values.js';

/** A query of words for the copy: each piece the lexemes any one of which matches it. */
export interface WordQuery {
  pieces: readonly (readonly string[])[];
  /** All pieces must match (in one language), else any, those matching more first. */
  partial: boolean;
  type: SearchType | undefined;
  locale: Locale;
  offset: number;
  limit: number;
}

/** A row of the index as the page of results shows it. */
export interface RowTexts {
  type: SearchType;
  id: number;
  date: Date | string | null;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
}

/** The bytes of row texts kept for the pages of results (the newest rows, on most pages). */
const TEXTS_KEPT_BYTES = 8 * 1024 * 1024;

export interface WordQueryAnswer {
  keys: { type: SearchType; id: number; revision: number }[];
  total: number;
}

/** Lexemes in a stored tsvector's text form: `'lexeme':1A,5 'other':3`. Folded words need no escapes. */
const LEXEME = /'([^']+)':([0-9A-D,]+)/g;

/** Rows read at once while catching up, so one statement never holds the whole table's texts. */
const READ_AT_ONCE = 2_000;
/** Dead slots past this share of all are dropped by reading the whole table again. */
const COMPACT_AT = 0.25;

type Postings = Map<string, number[]>;

interface Language {
  /** Every lexeme of the row's vector. */
  all: Postings;
  /** Those of its title (weight A). */
  title: Postings;
}

interface Slot {
  type: SearchType;
  id: number;
  revision: number;
  isPublished: boolean;
  publishAt: number | null;
  date: number | null;
}

const keyOf = (type: string, id: number) => `${type}\u0000${id}`;

function lexemesOf(vector: string): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const match of vector.matchAll(LEXEME)) {
    const [, lexeme = '', positions = ''] = match;
    found.set(lexeme, (found.get(lexeme) ?? false) || positions.includes('A'));
  }
  return found;
}

const millis = (value: Date | string | null): number | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).getTime();

export class SearchCopy {
  private slots: (Slot | undefined)[] = [];
  private readonly live = new Map<string, number>();
  private languages: Language[] = [];
  private dead = 0;
  private stale = true;
  private catchingUp: Promise<void> | undefined;
  /** The slots in the SQL's order after its match keys, and the day it was made for. */
  private order: { day: number; slots: Int32Array } | undefined;

  constructor(private readonly db: Database) {
    this.reset();
  }

  /** The table changed (or may have): the next search reads what changed first. */
  markStale(): void {
    this.stale = true;
  }

  /** Rows the copy holds now. */
  get size(): number {
    return this.live.size;
  }

  /** Rows read from the table so far, at start and after changes. */
  rowsRead = 0;

  /** Row texts by key and revision: a row written since is read again, never shown as it was. */
  private readonly texts = new LRUCache<string, RowTexts>({
    maxSize: TEXTS_KEPT_BYTES,
    sizeCalculation: (row) =>
      2 * (row.title_en.length + row.title_ar.length + row.body_en.length + row.body_ar.length) + 64,
  });

  /** The texts of `keys`' rows, in their order (a row deleted since the copy caught up is left out). */
  async textsOf(keys: WordQueryAnswer['keys']): Promise<RowTexts[]> {
    const textKey = (key: { type: string; id: number; revision: number }) =>
      `${keyOf(key.type, key.id)}\u0000${key.revision}`;
    const missing = keys.filter((key) => !this.texts.has(textKey(key)));
    const read = new Map<string, RowTexts>();
    if (missing.length > 0) {
      const rows = rowsOf<RowTexts & { revision: number | string }>(
        await this.db.execute(sql`
          select type, item_id as id, revision, date, title_en, title_ar, body_en, body_ar
          from unnest(${textArray(missing.map((key) => key.type))}::text[],
            ${integerArray(missing.map((key) => key.id))}::integer[]) as wanted(type, item_id)
          join search_index using (type, item_id)`),
      );
      for (const { revision, ...row } of rows) {
        this.texts.set(textKey({ ...row, revision: Number(revision) }), row);
        read.set(keyOf(row.type, row.id), row);
      }
    }
    return keys.flatMap((key) => {
      const row = this.texts.get(textKey(key)) ?? read.get(keyOf(key.type, key.id));
      return row ? [row] : [];
    });
  }

  /** Reads the table now (at start), rather than on the first search. */
  prepare(): Promise<void> {
    return this.current();
  }

  /** Reads what changed since the last catch-up; concurrent searches share one. */
  private async current(): Promise<void> {
    while (this.stale || this.catchingUp) {
      this.catchingUp ??= this.startCatchUp();
      await this.catchingUp;
    }
  }

  /** One catch-up; a failed one leaves the copy stale, for the next search to try again. */
  private startCatchUp(): Promise<void> {
    this.stale = false;
    const running: Promise<void> = this.catchUp()
      .catch((error: unknown) => {
        this.stale = true;
        throw error;
      })
      .finally(() => {
        if (this.catchingUp === running) this.catchingUp = undefined;
      });
    return running;
  }

  private async catchUp(): Promise<void> {
    // Many dead slots: start again from an empty copy, which reads every row below.
    if (this.dead > COMPACT_AT * this.slots.length) this.reset();
    const listed = rowsOf<{ type: string; item_id: number; revision: number | string }>(
      await this.db.execute(sql`select type, item_id, revision from search_index`),
    );
    const present = new Set<string>();
    const changed: { type: string; item_id: number }[] = [];
    for (const row of listed) {
      const key = keyOf(row.type, row.item_id);
      present.add(key);
      const slot = this.live.get(key);
      if (slot === undefined || this.slots[slot]?.revision !== Number(row.revision)) changed.push(row);
    }
    for (const [key, slot] of this.live) {
      if (!present.has(key)) this.remove(key, slot);
    }
    for (let at = 0; at < changed.length; at += READ_AT_ONCE) {
      const keys = changed.slice(at, at + READ_AT_ONCE);
      const types = textArray(keys.map((key) => key.type));
      const ids = integerArray(keys.map((key) => key.item_id));
      const rows = rowsOf<{
        type: SearchType;
        item_id: number;
        revision: number | string;
        is_published: boolean;
        publish_at: Date | string | null;
        date: Date | string | null;
        vector_en: string;
        vector_ar: string;
      }>(
        await this.db.execute(sql`
          select type, item_id, revision, is_published, publish_at, date,
            vector_en::text as vector_en, vector_ar::text as vector_ar
          from unnest(${types}::text[], ${ids}::integer[]) as wanted(type, item_id)
          join search_index using (type, item_id)`),
      );
      this.rowsRead += rows.length;
      for (const row of rows) {
        const slot = this.put({
          type: row.type,
          id: row.item_id,
          revision: Number(row.revision),
          isPublished: row.is_published,
          publishAt: millis(row.publish_at),
          date: millis(row.date),
        });
        for (const [at, locale] of LOCALES.entries()) {
          const language = this.languages[at] as Language;
          for (const [lexeme, inTitle] of lexemesOf(locale === 'ar' ? row.vector_ar : row.vector_en)) {
            add(language.all, lexeme, slot);
            if (inTitle) add(language.title, lexeme, slot);
          }
        }
      }
    }
    this.order = undefined;
  }

  private remove(key: string, slot: number): void {
    this.live.delete(key);
    this.slots[slot] = undefined;
    this.dead++;
  }

  /** Takes a new slot for `row` (its postings are the caller's), the row's old one dead. */
  private put(row: Slot): number {
    const key = keyOf(row.type, row.id);
    const previous = this.live.get(key);
    if (previous !== undefined) this.remove(key, previous);
    const slot = this.slots.length;
    this.slots.push(row);
    this.live.set(key, slot);
    return slot;
  }

  private reset(): void {
    this.slots = [];
    this.live.clear();
    this.languages = LOCALES.map(() => ({ all: new Map(), title: new Map() }));
    this.dead = 0;
  }

  /**
   * The live slots in the SQL's order after its match keys: upcoming events first (soonest first),
   * then by date, newest first, undated first; then by type and id (newest first).
   */
  private ordered(today: number): Int32Array {
    if (this.order?.day === today) return this.order.slots;
    const upcoming = (row: Slot) => row.type === 'events' && row.date !== null && row.date >= today;
    const slots = [...this.live.values()];
    const rows = this.slots;
    slots.sort((a, b) => {
      const x = rows[a] as Slot;
      const y = rows[b] as Slot;
      const ux = upcoming(x);
      const uy = upcoming(y);
      if (ux !== uy) return ux ? -1 : 1;
      if (ux && x.date !== y.date) return (x.date as number) - (y.date as number);
      if (x.date !== y.date) {
        if (x.date === null) return -1;
        if (y.date === null) return 1;
        return y.date - x.date;
      }
      if (x.type !== y.type) return x.type < y.type ? -1 : 1;
      return y.id - x.id;
    });
    this.order = { day: today, slots: Int32Array.from(slots) };
    return this.order.slots;
  }

  /** One page of the visible rows matching `query` at `now`, and how many there are. */
  async find(query: WordQuery, now: Date): Promise<WordQueryAnswer> {
    await this.current();
    const size = this.slots.length;
    const pieces = query.pieces.length;
    const own = LOCALES.indexOf(query.locale);
    // Per language: how many pieces each slot matches, in all its text and in its title; and
    // (partial) in either language.
    const counts = LOCALES.map(() => new Uint8Array(size));
    const titleCounts = LOCALES.map(() => new Uint8Array(size));
    const either = new Uint8Array(size);
    const eitherTitle = new Uint8Array(size);
    const seen = new Int32Array(size);
    const eitherSeen = new Int32Array(size);
    const eitherTitleSeen = new Int32Array(size);
    let stamp = 0;
    for (const [piece, lexemes] of query.pieces.entries()) {
      for (const [at, language] of this.languages.entries()) {
        mark(language.all, lexemes, seen, ++stamp, counts[at] as Uint8Array, eitherSeen, either, piece + 1);
        const titles = titleCounts[at] as Uint8Array;
        mark(language.title, lexemes, seen, ++stamp, titles, eitherTitleSeen, eitherTitle, piece + 1);
      }
    }
    const ownCounts = counts[own] as Uint8Array;
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const at = now.getTime();
    // Buckets by the SQL's match keys: in a title; (partial) more pieces matched; in the page's language.
    const groups = (pieces + 1) * 4;
    const buckets: number[][] = Array.from({ length: groups }, () => []);
    let total = 0;
    for (const slot of this.ordered(today)) {
      const row = this.slots[slot] as Slot;
      if (!row.isPublished || (row.publishAt !== null && row.publishAt > at)) continue;
      if (query.type && row.type !== query.type) continue;
      let inTitle = false;
      let inOwn: boolean;
      let matched = 0;
      if (query.partial) {
        matched = either[slot] as number;
        if (matched === 0) continue;
        inTitle = (eitherTitle[slot] as number) > 0;
        inOwn = (ownCounts[slot] as number) > 0;
      } else {
        let inAll = false;
        for (let at = 0; at < counts.length; at++) {
          inAll ||= (counts[at] as Uint8Array)[slot] === pieces;
          inTitle ||= (titleCounts[at] as Uint8Array)[slot] === pieces;
        }
        if (!inAll) continue;
        inOwn = ownCounts[slot] === pieces;
      }
      total++;
      (
        buckets[((inTitle ? 0 : 1) * (pieces + 1) + (pieces - matched)) * 2 + (inOwn ? 0 : 1)] as number[]
      ).push(slot);
    }
    const keys: WordQueryAnswer['keys'] = [];
    let skip = query.offset;
    for (const bucket of buckets) {
      if (skip >= bucket.length) {
        skip -= bucket.length;
        continue;
      }
      for (const slot of bucket.slice(skip, skip + query.limit - keys.length)) {
        const row = this.slots[slot] as Slot;
        keys.push({ type: row.type, id: row.id, revision: row.revision });
      }
      skip = 0;
      if (keys.length === query.limit) break;
    }
    return { keys, total };
  }
}

function add(postings: Postings, lexeme: string, slot: number): void {
  const list = postings.get(lexeme);
  if (list) list.push(slot);
  else postings.set(lexeme, [slot]);
}

/**
 * Counts once per slot that holds any of `lexemes` (one piece's forms): in `counts` for this
 * language (`seen` at `stamp`), and in `either` once for the piece across languages (`eitherSeen`).
 */
function mark(
  postings: Postings,
  lexemes: readonly string[],
  seen: Int32Array,
  stamp: number,
  counts: Uint8Array,
  eitherSeen: Int32Array,
  either: Uint8Array,
  pieceStamp: number,
): void {
  for (const lexeme of lexemes) {
    for (const slot of postings.get(lexeme) ?? []) {
      if (seen[slot] === stamp) continue;
      seen[slot] = stamp;
      counts[slot] = (counts[slot] as number) + 1;
      if (eitherSeen[slot] === pieceStamp) continue;
      eitherSeen[slot] = pieceStamp;
      either[slot] = (either[slot] as number) + 1;
    }
  }
}
