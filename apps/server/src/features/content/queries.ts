import { NEWS_PAGE_SIZE } from '@authority/shared/constants';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { news } from '../../db/schema.js';
import type { ContentResource } from './resources.js';
import { newsResource } from './resources.js';

export const listResource = (db: Database, resource: ContentResource) =>
  db
    .select(resource.columns)
    .from(resource.table)
    .orderBy(...resource.orderBy);

export async function findResourceById(db: Database, resource: ContentResource, id: number) {
  const [row] = await db
    .select(resource.columns)
    .from(resource.table)
    .where(eq(resource.table.id, id))
    .limit(1);
  return row;
}

/** Page `page` (from 1) of the items flagged isNews, newest first. */
export const listNewsPage = (db: Database, page: number) =>
  db
    .select(newsResource.columns)
    .from(news)
    .where(eq(news.isNews, true))
    .orderBy(...newsResource.orderBy)
    .limit(NEWS_PAGE_SIZE)
    .offset((page - 1) * NEWS_PAGE_SIZE);

/** How many items `listNewsPage` pages through. */
export async function countNewsPaged(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(news).where(eq(news.isNews, true));
  return row?.n ?? 0;
}
