import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.originization;

/** `/dashboard/originization` */
export function OriginizationPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <PagePlaceholder>Institutions shown in the Our Institutions accordion.</PagePlaceholder>
    </>
  );
}
