import { DEFAULT_LOCALE } from '@authority/shared/locales';
import { Outlet } from 'react-router';
import { staffLoader, useStaffSession } from '../../../features/auth';
import { useDocumentLanguage } from '../../../lib/i18n/locale';
import { MAIN_CONTENT_ID, SkipLink } from '../../../lib/layout/skip-link';
import { AccountRequirements } from './account-requirements';
import { DashboardSidebar } from './dashboard-sidebar';
import { StaffQueryProvider } from './staff-query-provider';

/** `/dashboard`: the sidebar of dashboard screens and the current screen beside it. */
export function DashboardLayout() {
  // The staff pages speak English until the account chooses otherwise.
  useDocumentLanguage(DEFAULT_LOCALE);
  const session = useStaffSession();
  // No session: the token just went (sign-out, 401, expiry) and the hook is on its way to /login.
  if (!session) return null;
  return (
    <StaffQueryProvider>
      <div className="min-h-dvh bg-surface-muted md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
        <SkipLink />
        <DashboardSidebar session={session} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="px-4 py-6 sm:px-8 sm:py-8">
          <AccountRequirements>
            <Outlet context={session} />
          </AccountRequirements>
        </main>
      </div>
    </StaffQueryProvider>
  );
}

/**
 * The lazy route of `/dashboard`: every child needs a signed-in staff member (SPEC §2). The check
 * runs again on every navigation inside the dashboard, so an expired token is noticed at once.
 */
export const dashboardRoute = {
  Component: DashboardLayout,
  loader: staffLoader(),
  shouldRevalidate: () => true,
};
