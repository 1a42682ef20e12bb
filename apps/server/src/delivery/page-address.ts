/**
 * Which page a URL shows, as the server makes it (docs/architecture.md, 'Reads that must be
 * fast'): the page route, its canonical path, and only the query parameters the page reads, each
 * normalised as the page reads it. Everything else in the URL changes nothing the server writes,
 * so `/?x=1` and `/?x=2` are one finished page, rendered once. The public pages and what they
 * read are the page table's (`@authority/shared/public-pages`).
 */
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  localizePath,
  splitLocalePath,
} from '@authority/shared/locales';
import { isStaffPage } from '@authority/shared/page-contract';
import {
  itemPath,
  PUBLIC_PAGE_KEYS,
  type PublicPage,
  type PublicRoute,
  pageSpec,
} from '@authority/shared/public-pages';
import { DASHBOARD_CHILDREN, ROUTES } from '@authority/shared/routes';
import { POSSIBLE_ID } from './reads.js';

export type PageRoute =
  /** A public page of the page table; an item page's `id` is undefined when it cannot exist (a 404). */
  | PublicRoute
  /**
   * A staff page: the browser renders it; the server writes only its head. `exists` is false for
   * a path under `/dashboard/` the dashboard has no screen for: answered 404, with the
   * dashboard's own not-found screen.
   */
  | { page: 'staff'; exists: boolean }
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

/** The public pages by the first segment of their path, lower case (`allnews`, `shownews`; '' for `/`). */
const BY_SEGMENT = new Map(
  PUBLIC_PAGE_KEYS.map((key) => {
    const { path, item, slug } = pageSpec(key);
    const segment = path.split('/')[1] ?? '';
    return [`${item || slug ? 'item:' : ''}${segment.toLowerCase()}`, key] as const;
  }),
);
const pageAt = (segment: string, withId: boolean): PublicPage | undefined =>
  BY_SEGMENT.get(`${withId ? 'item:' : ''}${segment}`);

const STAFF_PAGES = new Map(
  [
    ROUTES.login,
    ROUTES.logup,
    ROUTES.dashboard,
    ROUTES.dashboardAccount,
    ROUTES.dashboardCheckIn,
    ROUTES.dashboardEducation,
    ...DASHBOARD_CHILDREN.map(ROUTES.dashboardChild),
  ].map((route) => [route.toLowerCase(), route]),
);
/** A share link's page, `/viewSubmission/{id}`: one segment after it. */
const SHARED_SUBMISSIONS = /^\/viewsubmission\/[^/]+$/i;

/**
 * The app's page routes in the router's syntax, so that a page is answered at once rather than
 * after a look for a file of that name in the build.
 */
export const PAGE_ROUTES: readonly string[] = [
  ...LOCALES.flatMap((locale) => PUBLIC_PAGE_KEYS.map((key) => localizePath(pageSpec(key).path, locale))),
  ROUTES.login,
  ROUTES.logup,
  ROUTES.dashboard,
  `${ROUTES.dashboard}/*`,
  ROUTES.viewSubmission(':id'),
];

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

  const staticPage = rest === undefined ? pageAt(first, false) : undefined;
  if (staticPage) {
    const spec = pageSpec(staticPage);
    const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
    const values: Record<string, unknown> = {};
    const read: string[] = [];
    for (const [field, parameter] of Object.entries(spec.query ?? {})) {
      const value = parameter.read(query.get(parameter.name));
      values[field] = value;
      if (value !== parameter.none) read.push(`${parameter.name}=${String(value)}`);
    }
    const route = { page: staticPage, ...values } as PublicRoute;
    return at(route, spec.path, read.join('&'), spec.keep);
  }
  if (isStaffPage(path)) {
    const known = STAFF_PAGES.get(path.toLowerCase());
    const exists = known !== undefined || SHARED_SUBMISSIONS.test(path);
    return at({ page: 'staff', exists }, known ?? path, '', known !== undefined);
  }
  const itemPage = rest === undefined || rest.includes('/') ? undefined : pageAt(first, true);
  if (itemPage && rest) {
    const spec = pageSpec(itemPage);
    // A token in the path (a serial): the page, as asked for, never kept.
    if (spec.slug)
      return at(
        { page: itemPage } as PublicRoute,
        `${spec.path.slice(0, spec.path.lastIndexOf('/') + 1)}${rest}`,
        '',
        false,
      );
    const id = POSSIBLE_ID.test(rest) ? Number(rest) : undefined;
    const route = { page: itemPage, id } as PublicRoute;
    return id === undefined ? at(route, path, '', false) : at(route, itemPath(spec.path, id), '', spec.keep);
  }
  return at({ page: 'other' }, path, '', false);
}
