import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { ContentScreen, organizationsAdmin } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.originization;

/** `/dashboard/originization`: the institutions of the Our Institutions accordion. */
export function OriginizationPage() {
  useDocumentTitle(TITLE);
  return (
    <ContentScreen
      admin={organizationsAdmin}
      header={(primaryAction) => <DashboardPageHeader title={TITLE} actions={primaryAction} />}
    />
  );
}
