/**
 * Page titles and labels, shared because the server fills each public page's <head> with the
 * same titles the web app shows (docs/DESIGN.md 'One source of truth').
 */

import { SITE, type SocialNetwork } from './site';
import type { DashboardChild } from './site-sections';

/** Page titles: used for the document title and, where they read well, the page's <h1>. */
export const PAGE_TITLES = {
  showNews: 'News',
  allNews: 'All news',
  userEvents: 'Events',
  eventDetails: 'Event details',
  eventRegistration: 'Book a stand',
  eventSponsor: 'Become a sponsor',
  thankYou: 'Thank you',
  booking: 'My booking',
  verify: 'Verify a certificate',
  privacy: 'Privacy notice',
  search: 'Search',
  login: 'Sign in',
  logup: 'Create a new account',
  dashboard: 'Dashboard',
  /** The signed-in person's own password and sessions (docs/staff-accounts.md). */
  account: 'Your account',
  viewSubmission: 'Event submissions',
  notFound: 'Page not found',
  error: 'Something went wrong',
} as const;

/** Dashboard sidebar labels and page titles. 'User Management' is SPEC §2's name for users. */
export const DASHBOARD_PAGE_TITLES = {
  branch: 'Branches',
  // SPEC §2's `comment` screen, named for what it holds on the site .
  comment: 'Testimonials',
  event: 'Events',
  news: 'News',
  originization: 'Institutions',
  partner: 'Partners',
  analysis: 'Achievements',
  inquiries: 'Inquiries',
  feedback: 'Page feedback',
  users: 'User Management',
  settings: 'Site settings',
  'audit-log': 'Audit log',
  'personal-data': 'Personal data',
} as const satisfies Record<DashboardChild, string>;

export const SOCIAL_NETWORK_LABELS = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
} as const satisfies Record<SocialNetwork, string>;

/**
 * `News | Amanah Health Authority`; the landing page (no page title) gets the full name. `site`:
 * the names in the page's language.
 */
export function formatDocumentTitle(
  pageTitle?: string,
  site: { name: string; fullName: string } = SITE,
): string {
  return pageTitle ? `${pageTitle} | ${site.name}` : site.fullName;
}
