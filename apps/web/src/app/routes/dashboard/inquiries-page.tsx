import { InquiriesScreen } from '../../../features/inquiries';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/inquiries`: the contact form's inquiries, for any signed-in staff member. */
export function InquiriesPage() {
  const title = useStaffTexts().pageTitles.inquiries;
  useDocumentTitle(title);
  return (
    <>
      <DashboardPageHeader title={title} />
      <InquiriesScreen />
    </>
  );
}
