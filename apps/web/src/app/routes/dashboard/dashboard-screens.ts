import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { CONTENT_KEYS, CONTENT_TYPES } from '@authority/shared/content-types';
import { DASHBOARD_CHILDREN, type DashboardChild } from '@authority/shared/routes';

/** An Editor's screens: the content ones, never a screen of people's data (docs/content-review.md). */
const CONTENT_SCREENS: readonly DashboardChild[] = CONTENT_KEYS.map(
  (key) => CONTENT_TYPES[key].dashboardChild,
);

/**
 * SPEC §6: users is for a SuperAdmin, and so are the site settings, the audit log and personal
 * data; every other screen is for any signed-in staff member.
 */
const SUPER_ADMIN_SCREENS: readonly DashboardChild[] = ['users', 'settings', 'audit-log', 'personal-data'];

/** The dashboard screens a person with `role` may open, in sidebar order. */
export const dashboardScreensFor = (role: string): DashboardChild[] =>
  // Door staff open only the check-in screen (decision 038), which every account but an Editor's may open.
  role === 'DoorStaff'
    ? []
    : role === 'Editor'
      ? DASHBOARD_CHILDREN.filter((child) => CONTENT_SCREENS.includes(child))
      : DASHBOARD_CHILDREN.filter(
          (child) => role === SUPER_ADMIN_ROLE || !SUPER_ADMIN_SCREENS.includes(child),
        );

/** The door's check-in screen: every account but an Editor's (the server refuses them people's data). */
export const opensCheckIn = (role: string): boolean => role !== 'Editor';
