import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { staffLoader } from '../../../features/auth';
import { PersonalDataScreen } from '../../../features/privacy';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/personal-data`: export or erase what is stored about one address, SuperAdmin only. */
export function PersonalDataPage() {
  const title = useStaffTexts().pageTitles['personal-data'];
  useDocumentTitle(title);
  return (
    <>
      <DashboardPageHeader title={title} />
      <PersonalDataScreen />
    </>
  );
}

/** The lazy route of `/dashboard/personal-data`: SuperAdmin only, like the users page. */
export const personalDataRoute = {
  Component: PersonalDataPage,
  loader: staffLoader({ roles: [SUPER_ADMIN_ROLE] }),
};
