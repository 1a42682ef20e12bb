import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { ContentScreen, newsAdmin } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.news;

/** `/dashboard/news`: news items, the home banner among them. */
export function NewsPage() {
  useDocumentTitle(TITLE);
  return (
    <ContentScreen
      admin={newsAdmin}
      header={(primaryAction) => <DashboardPageHeader title={TITLE} actions={primaryAction} />}
    />
  );
}
