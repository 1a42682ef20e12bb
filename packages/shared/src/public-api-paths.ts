/**
 * Public read paths under the public base `/api/v1/admin` (SPEC §7, spelling kept), without zod.
 *
 * The same table is `PUBLIC_PATHS` in content.ts, whose zod schemas would add ~30 KiB (gzip) to
 * the landing page if the web app imported it from there. public-api-paths.test.ts keeps the two
 * equal; content.ts can re-export this one to leave a single table.
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
