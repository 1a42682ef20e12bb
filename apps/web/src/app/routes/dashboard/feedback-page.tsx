import { PAGE_FEEDBACK_TEXTS_BY_LOCALE } from '@authority/shared/page-feedback-staff-texts';
import { FeedbackScreen } from '../../../features/page-feedback';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffLocale } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/feedback`: what visitors said of the news, event and institution pages (docs/page-feedback.md). */
export function FeedbackPage() {
  const title = PAGE_FEEDBACK_TEXTS_BY_LOCALE[useStaffLocale()].title;
  useDocumentTitle(title);
  return (
    <>
      <DashboardPageHeader title={title} />
      <FeedbackScreen />
    </>
  );
}
