import { DEPARTMENTS, type Department } from '@authority/shared/constants';
import { CONTENT_KEYS, CONTENT_TYPES } from '@authority/shared/content-types';
import { INBOX_TEXTS_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import { ROUTES } from '@authority/shared/routes';
import { STAFF_SUMMARY_PATH, type StaffSummary } from '@authority/shared/staff-summary';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STAFF_AUTH } from '../../../features/auth';
import { requestJson } from '../../../lib/http/request';
import { useStaffLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { formatCount } from '../../../lib/staff-ui/format';
import { QueryView } from '../../../lib/ui/states';

/** GET /staff-summary: the counts of what needs this person's attention. */
function useStaffSummary() {
  return useQuery({
    queryKey: ['back-office', 'staff-summary'],
    queryFn: ({ signal }) =>
      // Its keys as sent: the departments' names are keys, spaces and capitals included.
      requestJson(
        STAFF_SUMMARY_PATH,
        { auth: STAFF_AUTH, signal, keysAsSent: true },
        (body) => body as StaffSummary,
      ),
  });
}

const OPEN_CLASS =
  'inline-flex items-center gap-1 rounded-control font-semibold text-primary-800 underline-offset-4 hover:underline';

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
          // A place on this page is an ordinary anchor, so the browser scrolls to it.
          to.startsWith('#') ? (
            <a href={to} aria-label={`${t.attention.open}: ${text}`} className={OPEN_CLASS}>
              {t.attention.open}
              <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </a>
          ) : (
            <Link to={to} aria-label={`${t.attention.open}: ${text}`} className={OPEN_CLASS}>
              {t.attention.open}
              <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Link>
          )
        ) : null}
      </div>
      <p className="mt-1 text-sm text-ink-muted">{help}</p>
      {children}
    </li>
  );
}

/** New inquiries by department, each a link to the inbox filtered to it. */
function ByDepartment({ counts }: { counts: Record<Department, number> }) {
  const t = useStaffTexts();
  const inbox = INBOX_TEXTS_BY_LOCALE[useStaffLocale()];
  const departments = DEPARTMENTS.filter((department) => counts[department] > 0);
  if (departments.length === 0) return null;
  return (
    <ul aria-label={t.review.byDepartment} className="mt-2 flex flex-wrap gap-2">
      {departments.map((department) => (
        <li key={department}>
          <Link
            to={`${ROUTES.dashboardChild('inquiries')}?department=${encodeURIComponent(department)}`}
            className="inline-block rounded-control border border-line px-2 py-1 text-sm font-semibold text-primary-800 hover:border-primary-400"
          >
            {`${inbox.departments[department]}: ${formatCount(counts[department])}`}
          </Link>
        </li>
      ))}
    </ul>
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
            {data.newInquiries === null ? null : (
              <Count
                text={t.attention.newInquiries(formatCount(data.newInquiries))}
                help={t.attention.newInquiriesHelp}
                count={data.newInquiries}
                to={ROUTES.dashboardChild('inquiries')}
              >
                {data.newInquiriesByDepartment ? (
                  <ByDepartment counts={data.newInquiriesByDepartment} />
                ) : null}
              </Count>
            )}
            {data.registrationsSinceLastVisit === null ? null : (
              <Count
                text={t.attention.registrationsSince(formatCount(data.registrationsSinceLastVisit))}
                help={t.attention.registrationsSinceHelp}
                count={data.registrationsSinceLastVisit}
                to={ROUTES.dashboardChild('event')}
              />
            )}
            <Count
              text={t.review.homePending(formatCount(data.reviews.pending))}
              help={t.review.homePendingHelp}
              count={data.reviews.pending}
              to="#review-queue-heading"
            />
            <Count
              text={t.review.homeDue(formatCount(data.reviews.due))}
              help={t.review.homeDueHelp}
              count={data.reviews.due}
              to="#reviews-due-heading"
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
            {data.outbox === null ? null : (
              <Count
                text={t.attention.outbox(formatCount(data.outbox))}
                help={t.attention.outboxHelp}
                count={data.outbox}
              />
            )}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
