/**
 * What visitors search for, as daily counts only (docs/decisions/037-site-search.md): each query
 * answered is counted here by its folded words, with no address, session or time, and added to
 * that day's row of `search_query_days` every minute and at close. Kept 90 days (the retention job).
 */
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
  const oldest = new Date(now.getTime() - SEARCH_COUNTS_KEPT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const removed = await db
    .delete(searchQueryDays)
    .where(lt(searchQueryDays.day, oldest))
    .returning({ day: searchQueryDays.day });
  return removed.length;
}
