import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, news } from '../../db/schema.js';

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
