import { useSearchParams } from 'react-router';
import { ReviewScreen } from '../../../features/content-admin';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/review?request={id}`: one review request (docs/content-review.md). */
export function ReviewPage() {
  const t = useStaffTexts();
  useDocumentTitle(t.review.reviewTitle);
  const id = Number(useSearchParams()[0].get('request'));
  if (!Number.isSafeInteger(id) || id < 1)
    return (
      <>
        <DashboardPageHeader title={t.review.reviewTitle} />
        <p>{t.review.requestNotFound}</p>
      </>
    );
  return <ReviewScreen id={id} header={(title) => <DashboardPageHeader title={title} />} />;
}
