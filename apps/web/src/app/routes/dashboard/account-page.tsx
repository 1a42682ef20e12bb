import {
  ChangePasswordForm,
  MailChoicesSection,
  SecondFactorPanel,
  SessionsList,
} from '../../../features/users';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/**
 * `/dashboard/account`: the signed-in person's own password, second factor and sessions
 * (docs/staff-accounts.md), and the mails they get (docs/staff-mail.md).
 */
export function AccountPage() {
  const title = useStaffTexts().pageTitles.account;
  useDocumentTitle(title);
  return (
    <>
      <DashboardPageHeader title={title} />
      <div className="flex flex-col gap-6">
        <ChangePasswordForm />
        <SecondFactorPanel />
        <SessionsList />
        <MailChoicesSection />
      </div>
    </>
  );
}
