import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { DASHBOARD_CHILDREN, type DashboardChild } from '@authority/shared/routes';

/**
 * SPEC §6: users is for a SuperAdmin, and so are the site settings, the audit log and personal
 * data; every other screen is for any signed-in staff member.
 */
const SUPER_ADMIN_SCREENS: readonly DashboardChild[] = ['users', 'settings', 'audit-log', 'personal-data'];

/** The dashboard screens a person with `role` may open, in sidebar order. */
export const dashboardScreensFor = (role: string): DashboardChild[] =>
  // Door staff open only the check-in screen (decision 038), which every account may open.
  role === 'DoorStaff'
    ? []
    : DASHBOARD_CHILDREN.filter((child) => role === SUPER_ADMIN_ROLE || !SUPER_ADMIN_SCREENS.includes(child));
