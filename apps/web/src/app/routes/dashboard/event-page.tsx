import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { EventsScreen } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES.event;

/** `/dashboard/event`: events, whether they take registrations, their submissions and share links. */
export function EventPage() {
  useDocumentTitle(TITLE);
  return (
    <EventsScreen header={(primaryAction) => <DashboardPageHeader title={TITLE} actions={primaryAction} />} />
  );
}
