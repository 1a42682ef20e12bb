import { EDUCATION_TEXTS_BY_LOCALE } from '@authority/shared/certificate-staff-texts';
import { useSearchParams } from 'react-router';
import { EducationScreen } from '../../../features/education';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffLocale } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/education?event={id}`: an event's continuing education (decision 046). */
export function EducationPage() {
  const t = EDUCATION_TEXTS_BY_LOCALE[useStaffLocale()];
  useDocumentTitle(t.title);
  const eventId = Number(useSearchParams()[0].get('event'));
  if (!Number.isSafeInteger(eventId) || eventId < 1)
    return (
      <>
        <DashboardPageHeader title={t.title} />
        <p>{t.noEvent}</p>
      </>
    );
  return <EducationScreen eventId={eventId} header={(title) => <DashboardPageHeader title={title} />} />;
}
