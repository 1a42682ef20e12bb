import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, news } from '../../db/schema.js';
import { visibleAt } from '../../lib/publication.js';

/** The news visitors see at `now`, newest first. */
export const allNewsForFeeds = (db: Database, now: Date) =>
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
    .where(visibleAt(news, now))
    .orderBy(desc(news.createdOn), desc(news.id));

/** The events visitors see at `now`. */
export const allEventsForFeeds = (db: Database, now: Date) =>
  db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(visibleAt(events, now))
    .orderBy(events.id);
