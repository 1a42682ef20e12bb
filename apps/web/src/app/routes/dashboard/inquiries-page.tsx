import { INBOX_TEXTS_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import { useSearchParams } from 'react-router';
import { InquiriesScreen, InquiryView } from '../../../features/inquiries';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/**
 * `/dashboard/inquiries`: the departments' inbox, for any account that answers inquiries;
 * `?id={id}` opens one inquiry with its thread (docs/inquiries-inbox.md).
 */
export function InquiriesPage() {
  const title = useStaffTexts().pageTitles.inquiries;
  const t = INBOX_TEXTS_BY_LOCALE[useStaffLocale()];
  const id = Number(useSearchParams()[0].get('id'));
  const one = Number.isSafeInteger(id) && id > 0;
  useDocumentTitle(one ? t.thread : title);
  if (one) return <InquiryView id={id} header={(heading) => <DashboardPageHeader title={heading} />} />;
  return (
    <>
      <DashboardPageHeader title={title} />
      <InquiriesScreen />
    </>
  );
}
