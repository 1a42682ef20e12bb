/**
 * `/dashboard/education?event={id}` (decision 046): an event's continuing education, in three
 * parts: its credits, certificate and questions; who attended, evaluated and has a certificate;
 * and the evaluation's results. Opened from the event's row on the events screen.
 */

import { EDUCATION_TEXTS_BY_LOCALE } from '@authority/shared/certificate-staff-texts';
import { DEFAULT_EDUCATION } from '@authority/shared/certificates';
import { ROUTES } from '@authority/shared/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStaffIntlLocale, useStaffLocale } from '../../lib/i18n/staff-texts';
import { formatDay } from '../../lib/staff-ui/format';
import { FormAlert } from '../../lib/ui/form-alert';
import { LoadingText } from '../../lib/ui/loading-text';
import { useEducation, useResults } from './api';
import { AttendanceSection } from './attendance-section';
import { ResultsSection } from './results-section';
import { SettingsForm } from './settings-form';

export function EducationScreen({
  eventId,
  header,
}: {
  eventId: number;
  header: (title: string) => React.ReactNode;
}) {
  const locale = useStaffLocale();
  const intl = useStaffIntlLocale();
  const t = EDUCATION_TEXTS_BY_LOCALE[locale];
  const education = useEducation(eventId);
  const results = useResults(eventId, education.data?.settings != null);
  const [notice, setNotice] = useState<string>();
  const format = (value: number) => new Intl.NumberFormat(intl, { maximumFractionDigits: 2 }).format(value);
  const data = education.data;
  return (
    <>
      {header(data ? `${t.title}: ${data.event.name}` : t.title)}
      <p className="mb-6">
        <Link to={ROUTES.dashboardChild('event')} className="font-semibold text-primary-700 underline">
          {t.back}
        </Link>
        {data ? <span className="ms-3 text-ink-muted">{formatDay(data.event.date)}</span> : null}
      </p>
      <FormAlert message={notice} tone="info" />
      {education.isPending ? <LoadingText>{t.saving}</LoadingText> : null}
      {education.error ? <FormAlert message={education.error.message} /> : null}
      {data ? (
        <div className="mt-4 space-y-12">
          <SettingsForm
            key={eventId}
            eventId={eventId}
            initial={data.settings ?? { ...DEFAULT_EDUCATION, questions: data.defaults.questions }}
            t={t}
            onSaved={setNotice}
          />
          <AttendanceSection eventId={eventId} education={data} t={t} onDone={setNotice} />
          {results.data ? (
            <ResultsSection eventId={eventId} results={results.data} locale={locale} t={t} format={format} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
