import { NEWS_PAGE_SIZE } from '@authority/shared/constants';
import type { ContentListQuery } from '@authority/shared/content-registry';
import { localizeRow, type Translations } from '@authority/shared/content-translations';
import type { ContentKey } from '@authority/shared/content-types';
import type { Locale } from '@authority/shared/locales';
import { DEFAULT_LOCALE, LOCALES } from '@authority/shared/locales';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { news } from '../../db/schema.js';
import type { ContentResource } from './resources.js';
import { CONTENT_RESOURCES, newsResource } from './resources.js';

/** A row as read, with its translations (content-translations.ts), before it is put in a language. */
export type StoredRow = Record<string, unknown> & { translations?: Translations };

/** A stored row as staff read it: `publishAt` in ISO 8601, `translations` always present. */
export const staffRow = (row: Record<string, unknown>) => ({
  ...row,
  translations: row.translations ?? {},
  publishAt: row.publishAt instanceof Date ? row.publishAt.toISOString() : (row.publishAt ?? null),
});

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** `%` and `_` taken literally in a LIKE pattern (as the submissions and inquiries lists do). */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A field's value in another language, from the row's `translations` ('' when it has none). The
 * language and field come from the registry, never from the request.
 */
const translated = (resource: ContentResource, locale: string, field: string): SQL =>
  sql`coalesce(${resource.columnsWithTranslations.translations} -> ${sql.raw(`'${locale}'`)} ->> ${sql.raw(`'${field}'`)}, '')`;

/** The rows whose name or title (any language, any letter case) contains `search`. */
function searchCondition(resource: ContentResource, search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(
    ...resource.searchable.flatMap((field) => [
      ilike(resource.staffColumns[field] as PgColumn, pattern),
      ...OTHER_LOCALES.map((locale) => ilike(translated(resource, locale, field), pattern)),
    ]),
  );
}

/** The rows in one state for visitors at `now` (content-publication.ts' `publicationState`). */
function showCondition(resource: ContentResource, show: ContentListQuery['show'], now: Date) {
  const { isPublished, publishAt } = resource.publication;
  if (show === 'published') return resource.visibleAt(now);
  if (show === 'draft') return eq(isPublished, false);
  if (show === 'scheduled') return and(eq(isPublished, true), isNotNull(publishAt), gt(publishAt, now));
  return undefined;
}

/**
 * Whether the row has a visitor-facing text with no value in `locale` yet (missingTranslations):
 * the table's generated column, which the database keeps as rows are written (schema.ts,
 * docs/decisions/047-home-counts.md). Arabic is the one other language; a new one adds its column.
 */
export function untranslatedIn(resource: ContentResource, locale: string): PgColumn {
  if (locale === 'ar') return resource.untranslatedAr;
  throw new Error(`no column says what lacks a translation into ${locale}`);
}

function untranslatedCondition(resource: ContentResource, locale: ContentListQuery['untranslated']) {
  if (!locale) return undefined;
  return eq(untranslatedIn(resource, locale), true);
}

/**
 * One type's two counts, over its counts index only (schema.ts's countsIndex): the columns it reads
 * are that index's, so the wide rows stay unread.
 */
export function countsQuery(db: Database, resource: ContentResource, locale: Locale, now: Date) {
  return db
    .select({
      hidden: sql<number>`count(*) filter (where not (${resource.visibleAt(now)}))`.mapWith(Number),
      missing: sql<number>`count(*) filter (where ${untranslatedIn(resource, locale)})`.mapWith(Number),
    })
    .from(resource.table);
}

/**
 * Per content type, by one SQL count over its table: the items visitors do not see at `now` (drafts,
 * and those scheduled for later) and those with a text not yet in `locale`.
 */
export async function contentCounts(
  db: Database,
  locale: Locale,
  now: Date,
): Promise<{ unpublished: Record<ContentKey, number>; untranslated: Record<ContentKey, number> }> {
  const rows = await Promise.all(
    CONTENT_RESOURCES.map(async (resource) => {
      const [row] = await countsQuery(db, resource, locale, now);
      return [resource.key, row ?? { hidden: 0, missing: 0 }] as const;
    }),
  );
  return {
    unpublished: Object.fromEntries(rows.map(([key, row]) => [key, row.hidden])) as Record<
      ContentKey,
      number
    >,
    untranslated: Object.fromEntries(rows.map(([key, row]) => [key, row.missing])) as Record<
      ContentKey,
      number
    >,
  };
}

/** Drafts first, then scheduled, then published: the dashboard's status column. */
const publicationRank = (resource: ContentResource, now: Date): SQL => {
  const { isPublished, publishAt } = resource.publication;
  return sql`case when not ${isPublished} then 0 when ${publishAt} > ${now.toISOString()}::timestamptz then 1 else 2 end`;
};

/** The order asked for, the id breaking ties (so a page never repeats or skips a row). */
function orderOf(resource: ContentResource, query: ContentListQuery, now: Date): SQL[] {
  if (!query.sort) return resource.orderBy;
  const order = query.direction === 'desc' ? desc : asc;
  const key =
    query.sort === 'publication'
      ? publicationRank(resource, now)
      : query.sort === 'id'
        ? resource.table.id
        : (resource.staffColumns[query.sort] as PgColumn);
  return query.sort === 'id' ? [order(key)] : [order(key), order(resource.table.id)];
}

/**
 * One page of the rows staff see, drafts and scheduled ones too (docs/content-publishing.md),
 * searched, filtered and sorted on the server: `{ items, total, page, pageSize }`.
 */
export async function listForStaff(
  db: Database,
  resource: ContentResource,
  query: ContentListQuery,
  now: Date,
) {
  const where = and(
    searchCondition(resource, query.q),
    showCondition(resource, query.show, now),
    untranslatedCondition(resource, query.untranslated),
  );
  const [totalRow] = await db.select({ n: count() }).from(resource.table).where(where);
  const rows = await db
    .select(resource.staffColumns)
    .from(resource.table)
    .where(where)
    .orderBy(...orderOf(resource, query, now))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(staffRow), total: totalRow?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One row, whatever its publication, as staff read it. */
export async function findForStaff(db: Database, resource: ContentResource, id: number) {
  const [row] = await db.select(resource.staffColumns).from(resource.table).where(eq(resource.table.id, id));
  return row ? staffRow(row) : undefined;
}

/** What visitors see at `now` (published, `publishAt` empty or past), in the resource's order. */
export const listResource = (db: Database, resource: ContentResource, now: Date): Promise<StoredRow[]> =>
  db
    .select(resource.columnsWithTranslations)
    .from(resource.table)
    .where(resource.visibleAt(now))
    .orderBy(...resource.orderBy);

/** One row visitors see at `now`, or none (a draft or a scheduled item is not found). */
export async function findResourceById(
  db: Database,
  resource: ContentResource,
  id: number,
  now: Date,
): Promise<StoredRow | undefined> {
  const [row] = await db
    .select(resource.columnsWithTranslations)
    .from(resource.table)
    .where(and(eq(resource.table.id, id), resource.visibleAt(now)))
    .limit(1);
  return row;
}

/**
 * A read's rows in the language asked for: `locale`'s values (SPEC's shape, plus `untranslated`
 * outside the default language), or with every language's `translations` for the dashboard.
 */
export function inLanguage(resource: ContentResource, view: ReadView) {
  return (row: StoredRow): Record<string, unknown> => {
    const { translations, ...own } = row;
    if (view.allTranslations) return { ...own, translations: translations ?? {} };
    return localizeRow(own, translations, view.locale, resource.translatable);
  };
}

/** How a public read shows content: in one language, or (staff screens) with all translations. */
export interface ReadView {
  locale: Locale;
  allTranslations: boolean;
}

/** The news items the paged list shows at `now`: flagged isNews and visible. */
const pagedNews = (now: Date) => and(eq(news.isNews, true), newsResource.visibleAt(now));

/** Page `page` (from 1) of the items flagged isNews, newest first. */
export const listNewsPage = (db: Database, page: number, now: Date): Promise<StoredRow[]> =>
  db
    .select(newsResource.columnsWithTranslations)
    .from(news)
    .where(pagedNews(now))
    .orderBy(...newsResource.orderBy)
    .limit(NEWS_PAGE_SIZE)
    .offset((page - 1) * NEWS_PAGE_SIZE);

/** How many items `listNewsPage` pages through. */
export async function countNewsPaged(db: Database, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(news).where(pagedNews(now));
  return row?.n ?? 0;
}
