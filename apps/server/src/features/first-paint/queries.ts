import { eq } from 'drizzle-orm';
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
