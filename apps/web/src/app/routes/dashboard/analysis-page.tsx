import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { analysisAdmin, ContentScreen } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.analysis;

/** `/dashboard/analysis`: the achievement counters and their order. */
export function AnalysisPage() {
  useDocumentTitle(TITLE);
  return (
    <ContentScreen
      admin={analysisAdmin}
      header={(primaryAction) => <DashboardPageHeader title={TITLE} actions={primaryAction} />}
    />
  );
}
