import { ROUTES } from '@authority/shared/routes';
import { CHECK_IN_TEXTS_BY_LOCALE } from '@authority/shared/tickets';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  DueReviewsSection,
  ReturnedReviewsSection,
  ReviewQueueSection,
} from '../../../features/content-admin';
import { useMailStatus } from '../../../features/settings';
import { SecondFactorReminder } from '../../../features/users';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { AttentionList } from './dashboard-home-page-attention';
import { SearchCountsCard } from './dashboard-home-page-searches';
import { DashboardPageHeader } from './dashboard-page-header';
import { dashboardScreensFor, opensCheckIn } from './dashboard-screens';
import { useDashboardSession } from './dashboard-session';

/**
 * `/dashboard`: the welcome page: what needs attention , then a way into each
 * screen this person may open.
 */
export function DashboardHomePage() {
  const t = useStaffTexts();
  useDocumentTitle(t.pageTitles.dashboard);
  const session = useDashboardSession();
  const locale = useStaffLocale();
  return (
    <>
      <DashboardPageHeader title={t.frame.welcome} />
      {session.role === 'SuperAdmin' ? <MailHeldBanner /> : null}
      <SecondFactorReminder />
      <AttentionList />
      <ReviewQueueSection />
      <ReturnedReviewsSection />
      <DueReviewsSection />
      {session.role === 'Editor' ? null : <SearchCountsCard />}
      <p className="max-w-prose text-ink-muted">
        {t.frame.signedInIntro} <strong className="text-ink">{session.email}</strong> ({session.role}).{' '}
        {t.frame.chooseScreen}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {dashboardScreensFor(session.role).map((child) => (
          <li key={child}>
            <Link
              to={ROUTES.dashboardChild(child)}
              className="flex items-center justify-between gap-3 rounded-card border border-line bg-white px-4 py-3 font-semibold text-primary-800 shadow-card hover:border-primary-400"
            >
              {t.pageTitles[child]}
              <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
            </Link>
          </li>
        ))}
        {opensCheckIn(session.role) ? (
          <li>
            <Link
              to={ROUTES.dashboardCheckIn}
              className="flex items-center justify-between gap-3 rounded-card border border-line bg-white px-4 py-3 font-semibold text-primary-800 shadow-card hover:border-primary-400"
            >
              {CHECK_IN_TEXTS_BY_LOCALE[locale].title}
              <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
            </Link>
          </li>
        ) : null}
      </ul>
    </>
  );
}

/** Tells a SuperAdmin when mail is kept instead of sent (no SMTP_URL in production; decision 008). */
function MailHeldBanner() {
  const t = useStaffTexts();
  const status = useMailStatus();
  if (!status.data?.held) return null;
  return (
    <div role="alert" className="mb-6 max-w-prose rounded-card border border-danger-600 bg-danger-50 p-4">
      <p className="font-semibold">{t.mailStatus.heldTitle}</p>
      <p className="mt-1">{t.mailStatus.held(status.data.waiting)}</p>
    </div>
  );
}
