/**
 * The names of the landing page's sections and of the dashboard's screens (SPEC §2), apart from
 * `routes.ts`: the text catalogues name them, and `routes.ts` is made from the page table, which
 * names the catalogues' types.
 */
import { CONTENT_KEYS, CONTENT_TYPES, type ContentDashboardChild } from './content-types';

/** The dashboard's other screens, after the content screens: inquiries, page feedback, then the SuperAdmin's. */
const OTHER_DASHBOARD_CHILDREN = [
  'inquiries',
  'feedback',
  'users',
  'settings',
  'audit-log',
  'personal-data',
] as const;

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
