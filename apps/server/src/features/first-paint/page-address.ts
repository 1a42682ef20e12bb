/**
 * Which page a URL shows, as the server makes it (docs/architecture.md, 'Reads that must be
 * fast'): the page route, its canonical path, and only the query parameters the page reads, each
 * normalised as the page reads it. Everything else in the URL changes nothing the server writes,
 * so `/?x=1` and `/?x=2` are one finished page, rendered once.
 */
import { type NewsTab, readNewsTab } from '@authority/shared/constants';
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  localizePath,
  splitLocalePath,
} from '@authority/shared/locales';
import { isStaffPage } from '@authority/shared/page-contract';
import { readPage } from '@authority/shared/public-api-paths';
import { DASHBOARD_CHILDREN, ROUTES } from '@authority/shared/routes';
import { POSSIBLE_ID } from '../../delivery/index.js';

/** The pages that show one item, by the first segment of their path (SPEC §2's spellings). */
type ItemPage = 'showNews' | 'eventDetails' | 'eventRegistration' | 'eventSponsor';
const ITEM_PAGES = new Map<string, { page: ItemPage; path: (id: number | string) => string }>([
  ['shownews', { page: 'showNews', path: ROUTES.showNews }],
  ['event-details', { page: 'eventDetails', path: ROUTES.eventDetails }],
  ['event', { page: 'eventRegistration', path: ROUTES.eventRegistration }],
  ['event-sponser', { page: 'eventSponsor', path: ROUTES.eventSponsor }],
]);

export type PageRoute =
  | { page: 'landing'; tab: NewsTab }
  | { page: 'allNews' | 'userEvents'; pageNumber: number }
  /** `id` is undefined when the one in the path cannot exist: the page is a 404. */
  | { page: ItemPage; id: number | undefined }
  | { page: 'thankYou' }
  | { page: 'privacy' }
  /** A draft or scheduled item through a preview link (issue 17): never kept, never indexed. */
  | { page: 'preview' }
  /** A staff page: the browser renders it; the server writes only its head. */
  | { page: 'staff' }
  /** No page of the app: its not-found page, served but not kept. */
  | { page: 'other' };

export interface PageAddress {
  route: PageRoute;
  /** The page's language, from its path only (docs/I18N.md): `/ar/…` is Arabic. */
  locale: Locale;
  /** The path as the server makes the page, for a known page in its canonical spelling. */
  pathname: string;
  /** Only the query parameters the page reads, normalised ('' or `page=2`, without `?`). */
  search: string;
  /** `pathname` and `search`: the key of the finished page. */
  url: string;
  /**
   * A page whose addresses are as many as the content has items and pages (no open-ended path, no
   * id that cannot exist), so it may be kept.
   */
  keepable: boolean;
}

const LIST_PAGES = new Map<string, { page: 'allNews' | 'userEvents'; path: string }>([
  [ROUTES.allNews.slice(1).toLowerCase(), { page: 'allNews', path: ROUTES.allNews }],
  [ROUTES.userEvents.slice(1).toLowerCase(), { page: 'userEvents', path: ROUTES.userEvents }],
]);
const STAFF_PAGES = new Map(
  [ROUTES.login, ROUTES.logup, ROUTES.dashboard, ...DASHBOARD_CHILDREN.map(ROUTES.dashboardChild)].map(
    (route) => [route.toLowerCase(), route],
  ),
);

/**
 * The app's page routes in the router's syntax (the landing page `/` aside), so that a page is
 * answered at once rather than after a look for a file of that name in the build.
 */
const PUBLIC_PAGE_ROUTES = [
  ROUTES.home,
  ROUTES.allNews,
  ROUTES.userEvents,
  ROUTES.thankYou,
  ROUTES.privacy,
  ROUTES.preview,
  ...[...ITEM_PAGES.values()].map((item) => item.path(':id')),
];
export const PAGE_ROUTES: readonly string[] = [
  ...LOCALES.flatMap((locale) => PUBLIC_PAGE_ROUTES.map((route) => localizePath(route, locale))),
  ROUTES.login,
  ROUTES.logup,
  ROUTES.dashboard,
  `${ROUTES.dashboard}/*`,
  ROUTES.viewSubmission(':id'),
];

/** The tab the landing page's news section shows (`?tab=`, SPEC §2), 'all' when it names none. */

/** The page `url` (path and query, as requested) shows. */
export function pageAddress(url: string): PageAddress {
  const queryAt = url.indexOf('?');
  const requestedPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const { locale, path: rawPath } = splitLocalePath(requestedPath);
  // Staff pages have no language prefix: `/ar/login` is no page.
  if (locale !== DEFAULT_LOCALE && isStaffPage(rawPath)) {
    return {
      route: { page: 'other' },
      locale,
      pathname: requestedPath,
      search: '',
      url: requestedPath,
      keepable: false,
    };
  }
  const query = () => new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  // Routes match case-insensitively and with or without a trailing slash, as the app's router
  // does. A path may be very long: it is scanned only as far as needed.
  const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  const slash = path.indexOf('/', 1);
  const first = (slash === -1 ? path.slice(1) : path.slice(1, slash)).toLowerCase();
  const rest = slash === -1 ? undefined : path.slice(slash + 1);
  const at = (route: PageRoute, path: string, search = '', keepable = true): PageAddress => {
    const pathname = localizePath(path, locale);
    return { route, locale, pathname, search, url: search ? `${pathname}?${search}` : pathname, keepable };
  };

  if (rest === undefined) {
    if (first === '') {
      const tab = readNewsTab(query().get('tab'));
      return at({ page: 'landing', tab }, ROUTES.home, tab === 'all' ? '' : `tab=${tab}`);
    }
    const list = LIST_PAGES.get(first);
    if (list) {
      const pageNumber = readPage(query().get('page'));
      return at({ page: list.page, pageNumber }, list.path, pageNumber === 1 ? '' : `page=${pageNumber}`);
    }
    if (first === ROUTES.thankYou.slice(1)) return at({ page: 'thankYou' }, ROUTES.thankYou);
    if (first === ROUTES.privacy.slice(1)) return at({ page: 'privacy' }, ROUTES.privacy);
    // Its item comes from the link's fragment, which only the browser sees: made each time.
    if (first === ROUTES.preview.slice(1)) return at({ page: 'preview' }, ROUTES.preview, '', false);
  }
  if (isStaffPage(path)) {
    const known = STAFF_PAGES.get(path.toLowerCase());
    return at({ page: 'staff' }, known ?? path, '', known !== undefined);
  }
  const itemPage = rest === undefined || rest.includes('/') ? undefined : ITEM_PAGES.get(first);
  if (itemPage && rest) {
    const id = POSSIBLE_ID.test(rest) ? Number(rest) : undefined;
    return id === undefined
      ? at({ page: itemPage.page, id }, path, '', false)
      : at({ page: itemPage.page, id }, itemPage.path(id));
  }
  return at({ page: 'other' }, path, '', false);
}
