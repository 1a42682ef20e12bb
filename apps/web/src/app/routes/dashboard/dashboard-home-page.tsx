import { MAIL_STATUS_TEXTS } from '@authority/shared/mail-texts';
import { DASHBOARD_PAGE_TITLES, PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { STAFF_FRAME_TEXTS } from '@authority/shared/staff-frame-texts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useMailStatus } from '../../../features/back-office';
import { SecondFactorReminder } from '../../../features/users';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';
import { dashboardScreensFor } from './dashboard-screens';
import { useDashboardSession } from './dashboard-session';

/** `/dashboard`: the welcome page, with a way into each screen this person may open. */
export function DashboardHomePage() {
  useDocumentTitle(PAGE_TITLES.dashboard);
  const session = useDashboardSession();
  return (
    <>
      <DashboardPageHeader title={STAFF_FRAME_TEXTS.welcome} />
      {session.role === 'SuperAdmin' ? <MailHeldBanner /> : null}
      <SecondFactorReminder />
      <p className="max-w-prose text-ink-muted">
        {STAFF_FRAME_TEXTS.signedInIntro} <strong className="text-ink">{session.email}</strong> (
        {session.role}). {STAFF_FRAME_TEXTS.chooseScreen}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {dashboardScreensFor(session.role).map((child) => (
          <li key={child}>
            <Link
              to={ROUTES.dashboardChild(child)}
              className="flex items-center justify-between gap-3 rounded-card border border-line bg-white px-4 py-3 font-semibold text-primary-800 shadow-card hover:border-primary-400"
            >
              {DASHBOARD_PAGE_TITLES[child]}
              <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Tells a SuperAdmin when mail is kept instead of sent (no SMTP_URL in production; decision 008). */
function MailHeldBanner() {
  const status = useMailStatus();
  if (!status.data?.held) return null;
  return (
    <div role="alert" className="mb-6 max-w-prose rounded-card border border-danger-600 bg-danger-50 p-4">
      <p className="font-semibold">{MAIL_STATUS_TEXTS.heldTitle}</p>
      <p className="mt-1">{MAIL_STATUS_TEXTS.held(status.data.waiting)}</p>
    </div>
  );
}
