import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, news } from '../../db/schema.js';
import { visibleAt } from '../../lib/publication.js';

/** The news item visitors see at `now` (a draft or a scheduled one is not found). */
export async function findNews(db: Database, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), visibleAt(news, now)));
  return row;
}

/** The event visitors see at `now`. */
export async function findEvent(db: Database, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), visibleAt(events, now)));
  return row;
}
