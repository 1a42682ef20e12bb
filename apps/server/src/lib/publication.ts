/**
 * Which content rows visitors see (content-publication.ts): published, and `publishAt`
 * empty or past. Every public read, page head, sitemap and feed filters with this one rule.
 */
import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface PublicationColumns {
  isPublished: PgColumn;
  publishAt: PgColumn;
}

/** Rows visitors see at `now`. */
export const visibleAt = (columns: PublicationColumns, now: Date): SQL =>
  and(eq(columns.isPublished, true), or(isNull(columns.publishAt), lte(columns.publishAt, now))) as SQL;
