import { CONTENT_KEYS, CONTENT_TYPES } from '@authority/shared/content-types';
import { ROUTES } from '@authority/shared/routes';
import { STAFF_SUMMARY_PATH, type StaffSummary } from '@authority/shared/staff-summary';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STAFF_AUTH } from '../../../features/auth';
import { requestJson } from '../../../lib/http/request';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { formatCount } from '../../../lib/staff-ui/format';
import { QueryView } from '../../../lib/ui/states';

/** GET /staff-summary: the counts of what needs this person's attention. */
function useStaffSummary() {
  return useQuery({
    queryKey: ['back-office', 'staff-summary'],
    queryFn: ({ signal }) =>
      requestJson(STAFF_SUMMARY_PATH, { auth: STAFF_AUTH, signal }, (body) => body as StaffSummary),
  });
}

function Count({
  text,
  help,
  count,
  to,
  children,
}: {
  text: string;
  help: string;
  count: number;
  to?: string | undefined;
  children?: ReactNode;
}) {
  const t = useStaffTexts();
  return (
    <li
      className={`rounded-card border bg-white px-4 py-3 shadow-card ${count > 0 ? 'border-accent-600' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">{text}</p>
        {to && count > 0 ? (
          <Link
            to={to}
            aria-label={`${t.attention.open}: ${text}`}
            className="inline-flex items-center gap-1 rounded-control font-semibold text-primary-800 underline-offset-4 hover:underline"
          >
            {t.attention.open}
            <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Link>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-ink-muted">{help}</p>
      {children}
    </li>
  );
}

/** The counts of content items, each told by screen. */
const BY_SCREEN = ['untranslated', 'unpublished'] as const;

/** A link to each content screen with items counted, with its count; nothing when none are. */
function ScreenLinks({ byType }: { byType: StaffSummary['untranslated']['byType'] }) {
  const t = useStaffTexts();
  const keys = CONTENT_KEYS.filter((key) => byType[key] > 0);
  if (keys.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {keys.map((key) => (
        <li key={key}>
          <Link
            to={ROUTES.dashboardChild(CONTENT_TYPES[key].dashboardChild)}
            className="inline-block rounded-control border border-line px-2 py-1 text-sm font-semibold text-primary-800 hover:border-primary-400"
          >
            {`${t.pageTitles[CONTENT_TYPES[key].dashboardChild]}: ${formatCount(byType[key])}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'What needs attention' on the dashboard's home : new inquiries,
 * registrations since the last visit, items without an Arabic translation and drafts or scheduled
 * items (each by screen), and mail waiting in the outbox.
 */
export function AttentionList() {
  const t = useStaffTexts();
  const summary = useStaffSummary();
  return (
    <section aria-labelledby="attention-heading" className="mb-8">
      <h2 id="attention-heading" className="mb-3 text-xl font-bold text-primary-900">
        {t.attention.heading}
      </h2>
      <QueryView query={summary} loading={t.attention.loading} failed={t.attention.loadFailed}>
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            <Count
              text={t.attention.newInquiries(formatCount(data.newInquiries))}
              help={t.attention.newInquiriesHelp}
              count={data.newInquiries}
              to={ROUTES.dashboardChild('inquiries')}
            />
            <Count
              text={t.attention.registrationsSince(formatCount(data.registrationsSinceLastVisit))}
              help={t.attention.registrationsSinceHelp}
              count={data.registrationsSinceLastVisit}
              to={ROUTES.dashboardChild('event')}
            />
            {BY_SCREEN.map((kind) => (
              <Count
                key={kind}
                text={t.attention[kind](formatCount(data[kind].total))}
                help={t.attention[`${kind}Help`]}
                count={data[kind].total}
              >
                <ScreenLinks byType={data[kind].byType} />
              </Count>
            ))}
            <Count
              text={t.attention.outbox(formatCount(data.outbox))}
              help={t.attention.outboxHelp}
              count={data.outbox}
            />
          </ul>
        )}
      </QueryView>
    </section>
  );
}
