import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, news } from '../../db/schema.js';

export async function findNews(db: Database, id: number) {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row;
}

export async function findEvent(db: Database, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export const allNewsForFeeds = (db: Database) =>
  db
    .select({
      id: news.id,
      name: news.name,
      description: news.description,
      createdOn: news.createdOn,
      updatedAt: news.updatedAt,
      isNews: news.isNews,
    })
    .from(news)
    .orderBy(desc(news.createdOn), desc(news.id));

export const allEventsForFeeds = (db: Database) =>
  db.select({ id: events.id, updatedAt: events.updatedAt }).from(events).orderBy(events.id);
