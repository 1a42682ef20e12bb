import { FeedbackScreen } from '../../../features/page-feedback';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/feedback`: what visitors said of the news, event and institution pages (docs/page-feedback.md). */
export function FeedbackPage() {
  const title = useStaffTexts().pageTitles.feedback;
  useDocumentTitle(title);
  return (
    <>
      <DashboardPageHeader title={title} />
      <FeedbackScreen />
    </>
  );
}
