import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.comment;

/** `/dashboard/comment` */
export function CommentPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <PagePlaceholder>Comments shown in the About carousel.</PagePlaceholder>
    </>
  );
}
