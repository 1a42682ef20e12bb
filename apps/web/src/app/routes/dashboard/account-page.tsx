import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ChangePasswordForm, SecondFactorPanel, SessionsList } from '../../../features/users';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = PAGE_TITLES.account;

/** `/dashboard/account`: the signed-in person's own password, second factor and sessions (docs/staff-accounts.md). */
export function AccountPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <div className="flex flex-col gap-6">
        <ChangePasswordForm />
        <SecondFactorPanel />
        <SessionsList />
      </div>
    </>
  );
}
