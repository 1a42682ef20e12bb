import { CONTENT_KEYS, CONTENT_TYPES, type ContentDashboardChild } from './content-types';
import { itemPath, PUBLIC_PAGES as PAGES } from './public-pages';

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
  login: '/login',
  logup: '/logup',
  dashboard: '/dashboard',
  dashboardChild: (child: DashboardChild) => `/dashboard/${child}`,
  /** Own password and sessions, for every signed-in account (docs/staff-accounts.md). */
  dashboardAccount: '/dashboard/account',
  viewSubmission: (id: number | string) => `/viewSubmission/${id}`,
  /** A draft or scheduled item as its page, for the holder of a preview link. */
  preview: PAGES.preview.path,
} as const;

/** The dashboard's other screens, after the content screens: inquiries, then the SuperAdmin's. */
const OTHER_DASHBOARD_CHILDREN = ['inquiries', 'users', 'settings', 'audit-log', 'personal-data'] as const;

export type DashboardChild = ContentDashboardChild | (typeof OTHER_DASHBOARD_CHILDREN)[number];

/** Dashboard children of SPEC §2, in sidebar order: one per content type, then the others. */
export const DASHBOARD_CHILDREN: readonly DashboardChild[] = [
  ...CONTENT_KEYS.map((key) => CONTENT_TYPES[key].dashboardChild),
  ...OTHER_DASHBOARD_CHILDREN,
];

/** Landing page anchors of SPEC §2, in page order. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About Us' },
  { id: 'institutions', label: 'Our Institutions' },
  { id: 'achievements', label: 'Our Achievements' },
  { id: 'Partnerships', label: 'Partnerships' },
  { id: 'news', label: 'News' },
  { id: 'footer', label: 'Contact Us' },
] as const;
export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** API bases of SPEC §7. `{api}` is the public base (docs/DESIGN.md 'HTTP API'). */
export const API = {
  publicBase: '/api/v1/admin',
  accountsBase: '/api/v1/Accounts',
} as const;
