import { NEWS_PAGE_SIZE } from '@authority/shared/constants';
import { localizeRow, type Translations } from '@authority/shared/content-translations';
import type { Locale } from '@authority/shared/locales';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { news } from '../../db/schema.js';
import type { ContentResource } from './resources.js';
import { newsResource } from './resources.js';

/** A row as read, with its translations (content-translations.ts), before it is put in a language. */
export type StoredRow = Record<string, unknown> & { translations?: Translations };

/** A stored row as staff read it: `publishAt` in ISO 8601, `translations` always present. */
export const staffRow = (row: Record<string, unknown>) => ({
  ...row,
  translations: row.translations ?? {},
  publishAt: row.publishAt instanceof Date ? row.publishAt.toISOString() : (row.publishAt ?? null),
});

/** Every row, drafts and scheduled ones too, as staff read them (docs/content-publishing.md). */
export async function listForStaff(db: Database, resource: ContentResource) {
  const rows = await db
    .select(resource.staffColumns)
    .from(resource.table)
    .orderBy(...resource.orderBy);
  return rows.map(staffRow);
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
