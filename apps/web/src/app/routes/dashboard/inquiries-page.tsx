import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { InquiriesScreen } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.inquiries;

/** `/dashboard/inquiries`: the contact form's inquiries, for any signed-in staff member. */
export function InquiriesPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <InquiriesScreen />
    </>
  );
}
