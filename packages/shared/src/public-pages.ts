/**
 * The public pages, one entry each (docs/adding-a-page.md): the path (English at it, every other
 * language under its prefix, `/ar/allNews`), the code chunk the router loads, the reads its first
 * paint embeds, the query parameters it reads, whether its finished page may be kept, its head and
 * the fonts it preloads. The web router, the server's page addresses, embedded data, preloads,
 * heads and font rules are all made from this table, so a page is declared once.
 *
 * Free of zod and of the text catalogues (types only): the browser's entry imports it.
 */
import { EVENTS_PAGE_SIZE, type NewsTab, readNewsTab } from './constants';
import type { PublicTexts } from './i18n/public-en';
import { PUBLIC_API_PATHS as P, readPage } from './public-api-paths';
import { readSearchText, readSearchType, type SearchType, searchReadPath } from './search-query';
import { SETTINGS_PATHS } from './settings-defaults';

/** A query parameter a page reads: its name in the URL, how a value is read, and the value that is none. */
export interface QueryParameter<T> {
  name: string;
  read: (value: string | null) => T;
  /** The value an absent or unreadable parameter reads as; left out of the page's address. */
  none: T;
}

/** `?page=N` of a paged list, 1 when missing or not a whole number from 1 up. */
const PAGE_NUMBER: QueryParameter<number> = { name: 'page', read: readPage, none: 1 };
/** `?q=` of the search page: its words, trimmed ('' when none). */
const SEARCH_TEXT: QueryParameter<string> = { name: 'q', read: readSearchText, none: '' };
/** `?type=` of the search page: one kind of result, or every kind (''). */
const SEARCH_KIND: QueryParameter<SearchType | ''> = { name: 'type', read: readSearchType, none: '' };
/** `?tab=` of the landing page's news section (SPEC §2), 'all' when it names none. */
const NEWS_TAB: QueryParameter<NewsTab> = { name: 'tab', read: readNewsTab, none: 'all' };

/**
 * The items a page can show by the id in its path (`/showNews/:id`): the read its first paint
 * embeds. A page of an item that is not found (its read answers 4xx) is its 404 page.
 */
export const ITEM_READS = {
  news: P.newsById,
  event: P.eventById,
} as const satisfies Record<string, (id: number) => string>;
export type ItemKind = keyof typeof ITEM_READS;

/**
 * Font cores the first paint preloads (decision 024), each only on pages of its language: the
 * Arabic face's regular weight on Arabic pages, Inter's variable face on English ones. Preloaded,
 * a face no longer swaps (and moves what follows) once it arrives; but it competes with the
 * page's images, so a page whose largest paint is a picture preloads none (bench/README.md).
 */
export const FIRST_PAINT_FACES = ['arabic-core', 'latin-core'] as const;
export type FirstPaintFace = (typeof FIRST_PAINT_FACES)[number];

/** The answers of a page's reads, for whether what it shows exists. */
export interface PageAnswers {
  /** Was the read answered 4xx (a 5xx proves nothing)? */
  refused(read: string): boolean;
  /** The length of its list answer; undefined when it has none. */
  length(read: string): number | undefined;
}

/** Texts of the public catalogue (`PUBLIC_TEXTS[locale]`), so each language has them. */
type PageTitleKey = keyof PublicTexts['pageTitles'];

export interface PageHeadSpec {
  /** Its title in `pageTitles` (both languages); none: the site's full name. */
  title?: PageTitleKey;
  /**
   * An item page whose head is its item's own: the item's name as its title, its summary, image
   * and JSON-LD (a news article, an event). Otherwise an item page's head is its title's, once
   * its item is found.
   */
  itemHead?: true;
  /** Its description from the page's language; none: the site's tagline. */
  description?: (texts: PublicTexts) => string;
  /** Kept out of search engines (and with no `hreflang`). */
  noindex?: true;
  /** JSON-LD of the authority itself. */
  organization?: true;
}

type QueryParameters = Record<string, QueryParameter<unknown>>;
/** The values a page is handed: its id (for an item page) and each query parameter it reads. */
export type ParamsOf<Item extends ItemKind | undefined, Query extends QueryParameters> = ([Item] extends [
  ItemKind,
]
  ? { id: number }
  : unknown) & { [K in keyof Query]: Query[K] extends QueryParameter<infer T> ? T : never };

/** A page's code chunk: Vite's name of its module, and the text area that loads with it. */
export interface PageChunk {
  module: string;
  texts: 'pages' | 'forms';
}

export interface PublicPageSpec<
  Item extends ItemKind | undefined = ItemKind | undefined,
  Query extends QueryParameters = QueryParameters,
> {
  /**
   * Its path in the default language, in the router's syntax; an item page's ends in `/:id`.
   * Matched case-insensitively and with or without a trailing slash, as the router does.
   */
  path: string;
  /**
   * Vite's name of its code chunk (its module's file name under apps/web/src/app/routes/site/) and
   * the text area loaded with it; none for a page in the entry (the landing page). The server
   * preloads both; the build fails when it makes no chunk of that name (apps/web/vite.config.ts).
   */
  chunk?: PageChunk;
  /** The item it shows, by the id in its path: its read, its existence and its head. */
  item?: Item;
  /**
   * Its path ends in `/:name`, a token the page reads and looks up itself (a certificate's
   * serial): any value is the page, never kept, and its first paint embeds no read of it.
   */
  slug?: true;
  /** The query parameters it reads, by the name its values have here; any other is ignored. */
  query?: Query;
  /** The public reads its first paint embeds besides the settings (and its item's). */
  reads?(params: ParamsOf<Item, Query>): readonly string[];
  /** What it shows does not exist (a page past a list's last): served, never kept. */
  missing?(params: ParamsOf<Item, Query>, answers: PageAnswers): boolean;
  /**
   * Its finished page may be kept until content changes: false for a page whose content the
   * address does not say (a preview's item is in the link's fragment).
   */
  keep: boolean;
  head: PageHeadSpec;
  /** The faces its first paint preloads. */
  fonts: readonly FirstPaintFace[];
}

/**
 * One entry, its types inferred so that `reads` and `missing` see its own parameters, and its type
 * says whether it has a chunk of its own.
 */
const page = <
  const Item extends ItemKind | undefined = undefined,
  const Query extends QueryParameters = Record<never, never>,
  const Chunk extends PageChunk | undefined = undefined,
>(
  spec: PublicPageSpec<Item, Query> & { chunk?: Chunk },
) => spec as PublicPageSpec<Item, Query> & { chunk: Chunk };

export const PUBLIC_PAGES = {
  landing: page({
    path: '/',
    query: { tab: NEWS_TAB },
    reads: () => [P.news, P.institutions, P.achievements, P.comments, P.partners, P.eventsAll, P.newsPage(1)],
    keep: true,
    head: { organization: true },
    // Its loading overlay covers the text while the faces arrive; its largest paint is the banner.
    fonts: [],
  }),
  showNews: page({
    path: '/showNews/:id',
    chunk: { module: 'show-news-page', texts: 'pages' },
    item: 'news',
    keep: true,
    head: { itemHead: true },
    fonts: ['arabic-core'],
  }),
  allNews: page({
    path: '/allNews',
    chunk: { module: 'all-news-page', texts: 'pages' },
    query: { pageNumber: PAGE_NUMBER },
    // The page shown, and the next to know whether Next exists (as the page itself reads them).
    reads: ({ pageNumber }) => [P.newsPage(pageNumber), P.newsPage(pageNumber + 1)],
    missing: ({ pageNumber }, answers) =>
      pageNumber > 1 &&
      (answers.refused(P.newsPage(pageNumber)) || answers.length(P.newsPage(pageNumber)) === 0),
    keep: true,
    head: { title: 'allNews' },
    // Its first paint is text: without the latin core the swap moved the list.
    fonts: ['arabic-core', 'latin-core'],
  }),
  userEvents: page({
    path: '/UserEvent',
    chunk: { module: 'user-events-page', texts: 'pages' },
    query: { pageNumber: PAGE_NUMBER },
    reads: () => [P.eventsAll],
    missing: ({ pageNumber }, answers) => {
      const all = answers.length(P.eventsAll);
      return pageNumber > 1 && all !== undefined && all <= (pageNumber - 1) * EVENTS_PAGE_SIZE;
    },
    keep: true,
    head: { title: 'userEvents' },
    // Its largest paint is an event's picture, which a preloaded face held back.
    fonts: [],
  }),
  eventDetails: page({
    path: '/event-details/:id',
    chunk: { module: 'event-details-page', texts: 'pages' },
    item: 'event',
    keep: true,
    head: { itemHead: true },
    fonts: [],
  }),
  eventRegistration: page({
    path: '/event/:id',
    chunk: { module: 'event-registration-page', texts: 'forms' },
    item: 'event',
    keep: true,
    head: { title: 'eventRegistration' },
    fonts: ['arabic-core'],
  }),
  eventSponsor: page({
    path: '/event-sponser/:id',
    chunk: { module: 'event-sponsor-page', texts: 'forms' },
    item: 'event',
    keep: true,
    head: { title: 'eventSponsor' },
    fonts: ['arabic-core'],
  }),
  thankYou: page({
    path: '/thank-you',
    chunk: { module: 'thank-you-page', texts: 'pages' },
    keep: true,
    // The site's name: the page thanks whoever sent a form, whatever it was.
    head: {},
    fonts: ['arabic-core'],
  }),
  privacy: page({
    path: '/privacy',
    chunk: { module: 'privacy-page', texts: 'pages' },
    keep: true,
    head: { title: 'privacy', description: (texts) => texts.layout.privacyNotice },
    fonts: ['arabic-core'],
  }),
  /**
   * Site search (docs/decisions/037-site-search.md): its results, and the latest news and events
   * for an empty query or one that finds nothing. Never kept, so that each search is counted by
   * the day as its read is sent (features/search/tally.ts); never indexed.
   */
  search: page({
    path: '/search',
    chunk: { module: 'search-page', texts: 'pages' },
    query: { q: SEARCH_TEXT, pageNumber: PAGE_NUMBER, type: SEARCH_KIND },
    reads: ({ q, pageNumber, type }) => [
      ...(q ? [searchReadPath(q, pageNumber, type)] : []),
      P.newsPage(1),
      P.eventsAll,
    ],
    keep: false,
    head: { title: 'search', noindex: true },
    fonts: ['arabic-core', 'latin-core'],
  }),
  /** A draft or scheduled item through an editor's preview link: never kept, never indexed. */
  preview: page({
    path: '/preview',
    chunk: { module: 'preview-page', texts: 'pages' },
    keep: false,
    head: { noindex: true },
    fonts: ['arabic-core'],
  }),
  // The registrant's own booking (decision 038): the token is in the link's fragment, as a preview's.
  booking: page({
    path: '/booking',
    chunk: { module: 'booking-page', texts: 'pages' },
    keep: false,
    head: { title: 'booking', noindex: true },
    fonts: ['arabic-core'],
  }),
  /**
   * Anyone checks a certificate of attendance (docs/decisions/046-evaluations-and-certificates.md):
   * the serial in the path is looked up by the page; never kept, never indexed.
   */
  verify: page({
    path: '/verify/:serial',
    chunk: { module: 'verify-page', texts: 'pages' },
    slug: true,
    keep: false,
    head: { title: 'verify', noindex: true },
    fonts: ['arabic-core'],
  }),
};

export type PublicPage = keyof typeof PUBLIC_PAGES;
export const PUBLIC_PAGE_KEYS = Object.keys(PUBLIC_PAGES) as PublicPage[];

/** The page an address of the app has none for: its not-found page (404, never kept). */
export const NOT_FOUND_PAGE = {
  head: { title: 'notFound', noindex: true },
  fonts: ['arabic-core'],
} as const satisfies { head: PageHeadSpec; fonts: readonly FirstPaintFace[] };

/** The pages whose code is a chunk of its own (all but the landing page). */
export type ChunkedPage = {
  [K in PublicPage]: (typeof PUBLIC_PAGES)[K]['chunk'] extends PageChunk ? K : never;
}[PublicPage];
/** The pages that are part of the entry. */
export type EntryPage = Exclude<PublicPage, ChunkedPage>;

export const isPublicPage = (key: string): key is PublicPage => Object.hasOwn(PUBLIC_PAGES, key);

/** The spec of `key`, seen through the general type (for code that walks every page). */
export const pageSpec = (key: PublicPage): PublicPageSpec => PUBLIC_PAGES[key] as unknown as PublicPageSpec;

/** The public reads a page's first paint embeds, the site settings first, for its values. */
export function readsOfPage(key: PublicPage, params: Record<string, unknown>): string[] {
  const spec = pageSpec(key);
  const item = spec.item && typeof params.id === 'number' ? [ITEM_READS[spec.item](params.id)] : [];
  const own = spec.reads?.(params as never) ?? [];
  // Every public page shows the site settings.
  return [SETTINGS_PATHS.public, ...item, ...own];
}

/**
 * Is what the page shows known not to exist, from its answers: its item (a 4xx answer, or an id
 * that cannot exist: `params.id` undefined), or what its own `missing` says?
 */
export function isPageMissing(
  key: PublicPage,
  params: Record<string, unknown>,
  answers: PageAnswers,
): boolean {
  const spec = pageSpec(key);
  if (spec.item) {
    if (typeof params.id !== 'number') return true;
    if (answers.refused(ITEM_READS[spec.item](params.id))) return true;
  }
  return spec.missing?.(params as never, answers) ?? false;
}

/** An item page's path for its id: `/showNews/:id` and 4 make `/showNews/4`. */
export const itemPath = (path: string, id: number | string) => `${path.slice(0, -':id'.length)}${id}`;

type SpecOf<K extends PublicPage> = (typeof PUBLIC_PAGES)[K];
/** What the server hands a page: its key, its id (undefined when it cannot exist) and its query's values. */
export type PublicRoute = {
  [K in PublicPage]: { page: K } & (SpecOf<K> extends PublicPageSpec<infer Item, infer Query>
    ? ([Item] extends [ItemKind] ? { id: number | undefined } : unknown) & {
        [Q in keyof Query]: Query[Q] extends QueryParameter<infer T> ? T : never;
      }
    : never);
}[PublicPage];
