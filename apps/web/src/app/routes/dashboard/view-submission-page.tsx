import { ROUTES } from '@authority/shared/routes';
import { shareKeyOfFragment } from '@authority/shared/submissions';
import { ChevronLeft } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { readSession } from '../../../features/auth';
import { LinkInvalid, type SubmissionAccess, SubmissionsView } from '../../../features/submissions';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardFrame } from './dashboard-layout';
import { StaffFrame, staffLayoutRoute } from './staff-layout';

/**
 * `/viewSubmission/:id`: an event's submissions. No sign-in as a route (SPEC §2): the data opens
 * with the event's share link (`#key=…`: the fragment never reaches a server; the page sends the
 * key in a header instead of any token) or to signed-in staff (docs/DESIGN.md 'Accounts and
 * security'). A bare id with no session, like a wrong or expired key, shows 'This link is
 * invalid or has expired.' and nothing else; an old `?key=` link is told the format changed and
 * is not used (decision 008). The route has no guard, so a key holder is never sent to /login.
 */
export function ViewSubmissionPage() {
  const t = useStaffTexts();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const oldFormat = searchParams.has('key');
  const key = shareKeyOfFragment(useLocation().hash);
  useDocumentTitle(t.pageTitles.viewSubmission);
  const navigate = useNavigate();

  const access = useMemo((): SubmissionAccess | undefined => {
    if (key !== null) return { kind: 'key', key };
    return readSession().status === 'signed-in' ? { kind: 'staff' } : undefined;
  }, [key]);
  const onSessionEnded = useCallback(() => navigate(ROUTES.login, { replace: true }), [navigate]);
  const validId = /^[1-9]\d{0,15}$/.test(id);

  return (
    <div className="mx-auto w-full max-w-content">
      {access?.kind === 'staff' ? (
        <Link
          to={ROUTES.dashboardChild('event')}
          className="mb-4 inline-flex items-center gap-1 rounded-control font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t.submissionsView.backToEvents}
        </Link>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">
        {t.pageTitles.viewSubmission}
      </h1>
      {oldFormat && key === null ? (
        <p className="mt-6 rounded-card border border-line bg-white px-4 py-6 text-lg">
          {t.submission.linkFormatChanged}
        </p>
      ) : access && validId ? (
        <SubmissionsView eventId={id} access={access} onSessionEnded={onSessionEnded} />
      ) : (
        <LinkInvalid />
      )}
    </div>
  );
}

/**
 * Signed-in staff read the submissions inside the dashboard's frame, with its sidebar and Sign out
 * ; a share link's reader, who has no account, gets the quiet staff frame.
 */
export function ViewSubmissionFrame() {
  const { hash } = useLocation();
  const [searchParams] = useSearchParams();
  const byLink = shareKeyOfFragment(hash) !== null || searchParams.has('key');
  if (!byLink && readSession().status === 'signed-in')
    return <DashboardFrame>{() => <ViewSubmissionPage />}</DashboardFrame>;
  return (
    <StaffFrame>
      <ViewSubmissionPage />
    </StaffFrame>
  );
}

/** The lazy route of `/viewSubmission/:id`: no guard (SPEC §2); its texts arrive before it renders. */
export const viewSubmissionRoute = { Component: ViewSubmissionFrame, loader: staffLayoutRoute.loader };
