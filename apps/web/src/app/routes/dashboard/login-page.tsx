import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { useLoaderData, useNavigate } from 'react-router';
import { LoginForm, type SignedOutData, signedOutLoader } from '../../../features/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { FormAlert } from '../../../lib/ui/form-alert';
import { StaffCard } from './staff-card';

const END_NOTICES = {
  'signed-out': ACCOUNT_TEXTS.signedOut,
  'session-ended': ACCOUNT_TEXTS.sessionEnded,
} as const;

/** `/login`: staff sign-in; success stores the token and opens the dashboard (SPEC §4). */
export function LoginPage() {
  useDocumentTitle(PAGE_TITLES.login);
  const { endReason } = useLoaderData<SignedOutData>();
  const navigate = useNavigate();
  return (
    <StaffCard title={PAGE_TITLES.login}>
      {endReason ? (
        <div className="mt-4">
          <FormAlert tone="info" message={END_NOTICES[endReason]} />
        </div>
      ) : null}
      <LoginForm onSignedIn={() => navigate(ROUTES.dashboard, { replace: true })} />
    </StaffCard>
  );
}

/** The lazy route of `/login`: a signed-in visitor goes straight to /dashboard. */
export const loginRoute = { Component: LoginPage, loader: signedOutLoader };
