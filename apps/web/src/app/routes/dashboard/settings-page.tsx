import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { staffLoader } from '../../../features/auth';
import { SettingsScreen } from '../../../features/settings';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/settings`: the site settings the public pages show, SuperAdmin only. */
export function SettingsPage() {
  const title = useStaffTexts().pageTitles.settings;
  useDocumentTitle(title);
  return (
    <>
      <DashboardPageHeader title={title} />
      <SettingsScreen />
    </>
  );
}

/** The lazy route of `/dashboard/settings`: SuperAdmin only, like the users page. */
export const settingsRoute = { Component: SettingsPage, loader: staffLoader({ roles: [SUPER_ADMIN_ROLE] }) };
