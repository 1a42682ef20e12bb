import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { staffLoader } from '../../../features/auth';
import { PersonalDataScreen } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES['personal-data'];

/** `/dashboard/personal-data`: export or erase what is stored about one address, SuperAdmin only. */
export function PersonalDataPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <PersonalDataScreen />
    </>
  );
}

/** The lazy route of `/dashboard/personal-data`: SuperAdmin only, like the users page. */
export const personalDataRoute = {
  Component: PersonalDataPage,
  loader: staffLoader({ roles: [SUPER_ADMIN_ROLE] }),
};
