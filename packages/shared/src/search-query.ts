/**
 * Site search's address parts, free of zod (the page table and the header import them): the
 * results a page holds, the longest query, the kinds a search can be narrowed to, and the read's
 * path under the public base (docs/decisions/037-site-search.md).
 */
import type { ContentKey } from './content-types';

export const SEARCH_PAGE_SIZE = 10;
/** A query's most characters after trimming; a longer one is refused (400). */
export const SEARCH_QUERY_MAX = 200;
/** The pages of results a search may ask for. */
export const SEARCH_MAX_PAGE = 100;
/** The kinds of result, as `?type=` names them: the public content types and the About texts. */
export const SEARCH_TYPES = [
  'news',
  'events',
  'institutions',
  'achievements',
  'partners',
  'comments',
  'branches',
  'about',
] as const satisfies readonly (ContentKey | 'about')[];
export type SearchType = (typeof SEARCH_TYPES)[number];

export const isSearchType = (value: unknown): value is SearchType =>
  typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);

/** `?q=` as the page reads it: trimmed, at most SEARCH_QUERY_MAX characters ('' when none). */
export const readSearchText = (value: string | null): string =>
  (value ?? '').trim().slice(0, SEARCH_QUERY_MAX);
/** `?type=` as the page reads it: one of SEARCH_TYPES, else every kind (''). */
export const readSearchType = (value: string | null): SearchType | '' => (isSearchType(value) ? value : '');

/** The search read's path for a query, page and kind (`/search?q=flu&page=2`). */
export function searchReadPath(q: string, page = 1, type: SearchType | '' = ''): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  if (type) params.set('type', type);
  return `/search?${params.toString()}`;
}
