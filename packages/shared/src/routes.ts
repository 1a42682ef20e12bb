import { itemPath, PUBLIC_PAGES as PAGES } from './public-pages';
import type { DashboardChild } from './site-sections';

// The sections' and screens' names live apart so the text catalogues can import them without the page table.
export {
  DASHBOARD_CHILDREN,
  type DashboardChild,
  LANDING_SECTIONS,
  type LandingSectionId,
} from './site-sections';

/** The address of an item page (`/showNews/:id`) for an id. */
const itemPage =
  (path: string) =>
  (id: number | string): string =>
    itemPath(path, id);

/**
 * Page routes of SPEC §2. Paths keep the SPEC's spelling, `event-sponser` included; the public
 * pages' are their entries' in the page table (public-pages.ts).
 */
export const ROUTES = {
  home: PAGES.landing.path,
  showNews: itemPage(PAGES.showNews.path),
  allNews: PAGES.allNews.path,
  allNewsAlias: '/AllNews',
  userEvents: PAGES.userEvents.path,
  eventDetails: itemPage(PAGES.eventDetails.path),
  eventRegistration: itemPage(PAGES.eventRegistration.path),
  eventSponsor: itemPage(PAGES.eventSponsor.path),
  thankYou: PAGES.thankYou.path,
  /** What is collected from visitors, why, for how long, and how to ask for erasure. */
  privacy: PAGES.privacy.path,
  /** Site search, its words in `?q=` (docs/decisions/037-site-search.md). */
  search: PAGES.search.path,
  login: '/login',
  logup: '/logup',
  dashboard: '/dashboard',
  dashboardChild: (child: DashboardChild) => `/dashboard/${child}`,
  /** Own password and sessions, for every signed-in account (docs/staff-accounts.md). */
  dashboardAccount: '/dashboard/account',
  /** The door's check-in screen (decision 038). */
  dashboardCheckIn: '/dashboard/check-in',
  /** An event's continuing education, `?event={id}` (decision 046). */
  dashboardEducation: '/dashboard/education',
  dashboardEducationOf: (eventId: number | string) => `/dashboard/education?event=${eventId}`,
  /** One review request, `?request={id}` (docs/content-review.md). */
  dashboardReview: '/dashboard/review',
  dashboardReviewOf: (requestId: number | string) => `/dashboard/review?request=${requestId}`,
  viewSubmission: (id: number | string) => `/viewSubmission/${id}`,
  /** A draft or scheduled item as its page, for the holder of a preview link. */
  preview: PAGES.preview.path,
  /** The registrant's own booking; its token goes in the fragment (decision 038). */
  booking: PAGES.booking.path,
} as const;

/** API bases of SPEC §7. `{api}` is the public base (docs/DESIGN.md 'HTTP API'). */
export const API = {
  publicBase: '/api/v1/admin',
  accountsBase: '/api/v1/Accounts',
} as const;
