/**
 * The seeded public content, read through the API as the pages read it, so the public-site
 * journeys find their news items and events (active and inactive) without hard-coding ids.
 */
import type { Event, NewsItem } from '@authority/shared/content';
import { API } from '@authority/shared/routes';
import type { APIRequestContext } from '@playwright/test';

export async function readPublic<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API.publicBase}${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

export interface SeededContent {
  news: NewsItem[];
  /** Newest first, as the pages show them (SPEC §3: the API lists them by id ascending). */
  events: Event[];
  banners: NewsItem[];
  newsOnly: NewsItem[];
}

export async function seededContent(request: APIRequestContext): Promise<SeededContent> {
  const news = await readPublic<NewsItem[]>(request, '/news');
  const events = (await readPublic<Event[]>(request, '/Events/all')).reverse();
  return {
    news,
    events,
    banners: news.filter((item) => item.isBanner),
    newsOnly: news.filter((item) => item.isNews),
  };
}

/** The newest seeded event that is (or is not) open for registrations. */
export async function seededEvent(request: APIRequestContext, active: boolean): Promise<Event> {
  const event = (await seededContent(request)).events.find((item) => item.isActive === active);
  if (!event) throw new Error(`the seed has no ${active ? 'active' : 'inactive'} event`);
  return event;
}
