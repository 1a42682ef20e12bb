import { ROUTES } from '@authority/shared/routes';
import { useLoaderData, useNavigate } from 'react-router';
import { LoginForm, type SignedOutData, signedOutLoader, takeDestination } from '../../../features/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { FormAlert } from '../../../lib/ui/form-alert';
import { StaffCard } from './staff-card';

/**
 * `/login`: staff sign-in; success stores the token and opens the dashboard (SPEC §4), or the staff
 * page the visitor was sent here from.
 */
export function LoginPage() {
  const t = useStaffTexts();
  useDocumentTitle(t.pageTitles.login);
  const { endReason } = useLoaderData<SignedOutData>();
  const navigate = useNavigate();
  const endNotices = { 'signed-out': t.account.signedOut, 'session-ended': t.account.sessionEnded } as const;
  return (
    <StaffCard title={t.pageTitles.login}>
      {endReason ? (
        <div className="mt-4">
          <FormAlert tone="info" message={endNotices[endReason]} />
        </div>
      ) : null}
      {/* The page a signed-out visitor asked for (a mail's link), else the dashboard (SPEC §4). */}
      <LoginForm onSignedIn={() => navigate(takeDestination() ?? ROUTES.dashboard, { replace: true })} />
    </StaffCard>
  );
}

/** The lazy route of `/login`: a signed-in visitor goes straight to /dashboard. */
export const loginRoute = { Component: LoginPage, loader: signedOutLoader };
