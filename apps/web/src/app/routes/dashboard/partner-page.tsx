import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.partner;

/** `/dashboard/partner` */
export function PartnerPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <PagePlaceholder>Partners shown in the Partnerships carousel.</PagePlaceholder>
    </>
  );
}
