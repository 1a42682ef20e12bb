import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import type { SearchAnswer } from '@authority/shared/search';
import { type SearchType, searchReadPath } from '@authority/shared/search-query';
import type { PublicRead } from '../../../lib/http/api-client';
import { usePublicRead } from '../../../lib/http/use-resource';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The answer as the page shows it, checked by hand (the public pages carry no zod): anything
 * unexpected is an empty answer rather than a broken page.
 */
function parseAnswer(raw: unknown): SearchAnswer {
  if (!isObject(raw) || !Array.isArray(raw.items)) {
    return { items: [], total: 0, page: 1, pageSize: 10, suggestion: null };
  }
  return {
    items: raw.items.filter(
      (item): item is SearchAnswer['items'][number] =>
        isObject(item) && typeof item.title === 'string' && typeof item.url === 'string',
    ),
    total: typeof raw.total === 'number' ? raw.total : 0,
    page: typeof raw.page === 'number' ? raw.page : 1,
    pageSize: typeof raw.pageSize === 'number' ? raw.pageSize : 10,
    suggestion: typeof raw.suggestion === 'string' ? raw.suggestion : null,
  };
}

/** GET /search?q=…: a page of results in the page's language (docs/decisions/037-site-search.md). */
export const searchRead = (q: string, page: number, type: SearchType | ''): PublicRead<SearchAnswer> => {
  const path = searchReadPath(q, page, type);
  return { key: `search:${path.slice(PUBLIC_API_PATHS.search.length)}`, path, parse: parseAnswer };
};

export const useSearch = (q: string, page: number, type: SearchType | '') =>
  usePublicRead(searchRead(q, page, type));
