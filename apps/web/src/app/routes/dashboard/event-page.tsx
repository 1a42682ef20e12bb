import { EventsScreen } from '../../../features/content-admin';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/event`: events, whether they take registrations, their submissions and share links. */
export function EventPage() {
  const title = useStaffTexts().pageTitles.event;
  useDocumentTitle(title);
  return (
    <EventsScreen header={(primaryAction) => <DashboardPageHeader title={title} actions={primaryAction} />} />
  );
}
