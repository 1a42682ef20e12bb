import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { staffLoader } from '../../../features/auth';
import { SettingsScreen } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.settings;

/** `/dashboard/settings`: the site settings the public pages show, SuperAdmin only. */
export function SettingsPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <SettingsScreen />
    </>
  );
}

/** The lazy route of `/dashboard/settings`: SuperAdmin only, like the users page. */
export const settingsRoute = { Component: SettingsPage, loader: staffLoader({ roles: [SUPER_ADMIN_ROLE] }) };
