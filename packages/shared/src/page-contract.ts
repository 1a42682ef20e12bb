/**
 * What the server and the browser both name about a page: where the app renders, where
 * a page's first data is embedded, the script that starts the app on a server-rendered page, and
 * which paths are staff pages or no pages at all. One module, so the two sides cannot drift apart.
 */
import { type ChunkedPage, PUBLIC_PAGE_KEYS, pageSpec } from './public-pages';

/** Id of the element the app renders into; the server puts a public page's markup inside it. */
export const APP_ROOT_ID = 'root';

/**
 * Id of the `<script type="application/json">` in which the server embeds the API answers a page's
 * first paint needs (keyed by API path), so the page needs no request before it shows its content.
 */
export const EMBEDDED_DATA_ID = 'initial-data';

/**
 * `apps/web/public/start-app.js` (plain JavaScript, so a test holds it to these names): on a
 * server-rendered page it stands in for the app's module script and imports that entry and its
 * preloads, named in these attributes, once the page has loaded (decision 005).
 */
export const START_APP_SCRIPT = {
  path: '/start-app.js',
  /** The entry module's URL. */
  entryAttribute: 'data-entry',
  /** The URLs of the modules the entry imports, space-separated. */
  preloadAttribute: 'data-preload',
} as const;

/**
 * First path segments of the staff pages (SPEC §2): no embedded data and no server rendering (the
 * browser renders them), kept out of search engines, and their code out of the public pages' load.
 */
export const STAFF_PAGE_SEGMENTS = ['dashboard', 'login', 'logup', 'viewSubmission'] as const;

/** First path segments the server answers with something other than a page. */
export const NON_PAGE_SEGMENTS = ['api', 'uploads', 'assets'] as const;

// Case-insensitive, as the router is (SPEC §7 calls both `/Events` and `/events`).
const firstSegmentIn = (segments: readonly string[]) => new RegExp(`^/(${segments.join('|')})(/|$)`, 'i');
const STAFF_PAGE = firstSegmentIn(STAFF_PAGE_SEGMENTS);
const NON_PAGE = firstSegmentIn(NON_PAGE_SEGMENTS);

/** Is `pathname` (no query) a staff page: `/dashboard/news`, `/login`, `/viewSubmission/4`…? */
export function isStaffPage(pathname: string): boolean {
  return STAFF_PAGE.test(pathname);
}

/** Is `pathname` (no query) under the API, the uploads or the built assets, so never a page? */
export function isNonPagePath(pathname: string): boolean {
  return NON_PAGE.test(pathname);
}

/** The public pages whose code loads with their route (all but the landing page). */
export type RoutedPage = ChunkedPage;

/**
 * Vite's names of the chunks a public page's route waits for before it renders, besides the entry:
 * its page module and its text area in the page's language, from the page table
 * (public-pages.ts). A page in a language other than English also waits for that language's
 * public texts (`public-ar`). The server has the browser fetch them beside the entry instead of
 * after it runs (decision 005); the build fails when it makes no chunk of one of these names
 * (apps/web/vite.config.ts).
 */
export const PAGE_CHUNKS = Object.fromEntries(
  PUBLIC_PAGE_KEYS.flatMap((key) => {
    const { chunk } = pageSpec(key);
    return chunk ? [[key, chunk]] : [];
  }),
) as Record<RoutedPage, { module: string; texts: 'pages' | 'forms' }>;

/** Is `page` one whose code loads with its route (a key of PAGE_CHUNKS)? */
export const isRoutedPage = (page: string): page is RoutedPage => Object.hasOwn(PAGE_CHUNKS, page);

/** The chunk names of a language's text area (`packages/shared/src/i18n/pages-ar.ts`…). */
export const textsChunk = (area: 'public' | 'pages' | 'forms', locale: string) => `${area}-${locale}`;
