import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { ContentScreen, commentsAdmin } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.comment;

/** `/dashboard/comment`: the About section’s carousel of comments. */
export function CommentPage() {
  useDocumentTitle(TITLE);
  return (
    <ContentScreen
      admin={commentsAdmin}
      header={(primaryAction) => <DashboardPageHeader title={TITLE} actions={primaryAction} />}
    />
  );
}
