import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.users;

/** `/dashboard/users` */
export function UsersPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <PagePlaceholder>
        Staff accounts: list, reset a password, delete; create an account (SuperAdmin only).
      </PagePlaceholder>
    </>
  );
}
