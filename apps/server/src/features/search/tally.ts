/**
 * What visitors search for, as daily counts only (docs/decisions/037-site-search.md): each query
 * answered is counted here by its folded words, with no address, session or time, and added to
 * that day's row of `search_query_days` every minute and at close. Kept 90 days (the retention job).
 */

import {
  type QueryCount,
  SEARCH_COUNTS_LISTED,
  type SearchCounts,
  SHOWN_AFTER_COUNT,
  SHOWN_AFTER_DAYS,
} from '@authority/shared/search-counts';
import { foldForSearch } from '@authority/shared/search-normalize';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { searchQueryDays } from '../../db/schema.js';

/** How long the daily counts are kept. */
export const SEARCH_COUNTS_KEPT_DAYS = 90;
/** The most distinct queries held between two writes; more wait for the next minute's. */
const MAX_PENDING = 5_000;
/** The longest spelling kept for the dashboard. */
const MAX_SPELLING = 200;

interface Pending {
  spelling: string;
  asked: number;
  unanswered: number;
}

export class SearchTally {
  private pending = new Map<string, Pending>();

  /** One search for `q`, which found nothing when `unanswered`. */
  count(q: string, unanswered: boolean): void {
    const query = foldForSearch(q);
    if (!query) return;
    let entry = this.pending.get(query);
    if (!entry) {
      if (this.pending.size >= MAX_PENDING) return;
      entry = {
        spelling: q.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_SPELLING),
        asked: 0,
        unanswered: 0,
      };
      this.pending.set(query, entry);
    }
    entry.asked += 1;
    if (unanswered) entry.unanswered += 1;
  }

  /** Adds what was counted to `now`'s day (UTC), in one statement. */
  async flush(db: Database, now: Date): Promise<void> {
    if (this.pending.size === 0) return;
    const pending = this.pending;
    this.pending = new Map();
    const day = now.toISOString().slice(0, 10);
    const rows = [...pending].map(([query, entry]) => ({ day, query, ...entry }));
    await db
      .insert(searchQueryDays)
      .values(rows)
      .onConflictDoUpdate({
        target: [searchQueryDays.day, searchQueryDays.query],
        set: {
          asked: sql`${searchQueryDays.asked} + excluded.asked`,
          unanswered: sql`${searchQueryDays.unanswered} + excluded.unanswered`,
        },
      });
  }
}

/** The retention rule: daily counts older than SEARCH_COUNTS_KEPT_DAYS go. */
export async function applySearchCountRetention(db: Database, now: Date): Promise<number> {
  const oldest = dayBefore(now, SEARCH_COUNTS_KEPT_DAYS);
  const removed = await db
    .delete(searchQueryDays)
    .where(lt(searchQueryDays.day, oldest))
    .returning({ day: searchQueryDays.day });
  return removed.length;
}

/** The day `days` before `now` (UTC), as `YYYY-MM-DD`. */
const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The dashboard's lists: the most searched queries and those that most often found nothing, each
 * only once it was asked on SHOWN_AFTER_DAYS days or SHOWN_AFTER_COUNT times.
 */
export async function searchCounts(db: Database, now: Date): Promise<SearchCounts> {
  const since = dayBefore(now, SEARCH_COUNTS_KEPT_DAYS);
  const list = async (column: 'asked' | 'unanswered'): Promise<QueryCount[]> => {
    const counted = sql.raw(column);
    const result = await db.execute(sql`
      select min(spelling) as query, sum(${counted})::int as count, count(*) filter (where ${counted} > 0)::int as days
      from search_query_days
      where day >= ${since}::date
      group by query
      having sum(${counted}) > 0
        and (count(*) filter (where ${counted} > 0) >= ${SHOWN_AFTER_DAYS} or sum(${counted}) >= ${SHOWN_AFTER_COUNT})
      order by count desc, query
      limit ${SEARCH_COUNTS_LISTED}`);
    return (result as unknown as { rows: QueryCount[] }).rows.map((row) => ({
      query: row.query,
      count: Number(row.count),
      days: Number(row.days),
    }));
  };
  return {
    top: await list('asked'),
    unanswered: await list('unanswered'),
    keptDays: SEARCH_COUNTS_KEPT_DAYS,
  };
}
