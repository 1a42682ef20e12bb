import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { ContentScreen, partnersAdmin } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.partner;

/** `/dashboard/partner`: the partners of the Partnerships carousel. */
export function PartnerPage() {
  useDocumentTitle(TITLE);
  return (
    <ContentScreen
      admin={partnersAdmin}
      header={(primaryAction) => <DashboardPageHeader title={TITLE} actions={primaryAction} />}
    />
  );
}
