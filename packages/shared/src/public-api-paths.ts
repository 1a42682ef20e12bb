/**
 * Public read paths under the public base `/api/v1/admin` (SPEC §7, spelling kept). Kept apart
 * from content.ts, whose zod schemas would add ~30 KiB (gzip) to the landing page.
 */
export const PUBLIC_API_PATHS = {
  organizations: '/originizations',
  news: '/news',
  newsPage: (page: number) => `/news/${page}`,
  newsById: (newsId: number | string) => `/news/id/${newsId}`,
  analysis: '/analysis',
  comments: '/comments',
  partners: '/AdminPartner',
  eventsAll: '/Events/all',
  eventById: (eventId: number | string) => `/Events/${eventId}`,
  branches: '/branches',
} as const;

/** `?page=N` of a page's address, 1 when missing or not a whole number from 1 up. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
