import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { branchesAdmin, ContentScreen } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.branch;

/** `/dashboard/branch`: the authority’s branches. */
export function BranchPage() {
  useDocumentTitle(TITLE);
  return (
    <ContentScreen
      admin={branchesAdmin}
      header={(primaryAction) => <DashboardPageHeader title={TITLE} actions={primaryAction} />}
    />
  );
}
