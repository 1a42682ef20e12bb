/**
 * What visitors search for, as the dashboard shows it (docs/decisions/037-site-search.md): the
 * top queries and those that found nothing, from daily counts kept 90 days. A query is shown only
 * once it was asked on SHOWN_AFTER_DAYS days or SHOWN_AFTER_COUNT times, so one visitor's question
 * never appears on its own.
 */

export const SEARCH_COUNTS_PATH = '/staff-search-queries';
export const SHOWN_AFTER_DAYS = 3;
export const SHOWN_AFTER_COUNT = 5;
/** How many queries each list shows. */
export const SEARCH_COUNTS_LISTED = 10;

export interface QueryCount {
  /** One way visitors wrote it (lower case). */
  query: string;
  /** Searches in the days kept (for the unanswered list: those that found nothing). */
  count: number;
  /** On how many days it was asked (found nothing). */
  days: number;
}

export interface SearchCounts {
  top: QueryCount[];
  unanswered: QueryCount[];
  /** How many days the counts go back. */
  keptDays: number;
}
