import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.event;

/** `/dashboard/event` */
export function EventPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <PagePlaceholder>Events, their status and the share link to their submissions.</PagePlaceholder>
    </>
  );
}
