/**
 * Site search's API: `GET {api}/search`'s query and answer (docs/decisions/037-site-search.md).
 * Titles and snippets are plain text; the matched words are given as `[start, end)` offsets into
 * them, so no markup from content reaches a page unescaped.
 */
import { z } from 'zod';
import { LOCALES } from './locales';
import { SEARCH_MAX_PAGE, SEARCH_QUERY_MAX, SEARCH_TYPES } from './search-query';

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  lang: z.enum(LOCALES).optional(),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).optional().default(1),
  type: z.enum(SEARCH_TYPES).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const marks = z.array(z.tuple([z.number().int(), z.number().int()]));

export const searchItemSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.number().int(),
  title: z.string(),
  titleMarks: marks,
  snippet: z.string(),
  snippetMarks: marks,
  /** Its page in the search's language. */
  url: z.string(),
  /** A news item's date or an event's day (ISO 8601); null for the others. */
  date: z.string().nullable(),
  /** The language of its title and snippet: the search's, unless the item has none in it. */
  language: z.enum(LOCALES),
  /** It matches some of the words only (shown when nothing matches all of them). */
  partial: z.boolean(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchAnswerSchema = z.object({
  items: z.array(searchItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** A query from the site's own words that finds something, when this one found nothing. */
  suggestion: z.string().nullable(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
