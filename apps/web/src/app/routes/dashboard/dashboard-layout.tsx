import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { type LoaderFunctionArgs, Outlet } from 'react-router';
import { type StaffSession, staffLoader, useAccountLanguage, useStaffSession } from '../../../features/auth';
import { useDocumentLanguage } from '../../../lib/i18n/locale';
import {
  getStaffLocale,
  loadStaffTexts,
  setStaffDigits,
  useStaffLocale,
} from '../../../lib/i18n/staff-texts';
import { MAIN_CONTENT_ID, SkipLink } from '../../../lib/layout/skip-link';
import { useSiteSettings } from '../../../lib/settings/site-settings';
import { AccountRequirements } from './account-requirements';
import { DashboardSidebar } from './dashboard-sidebar';
import { StaffQueryProvider } from './staff-query-provider';

/** `/dashboard`: the sidebar of dashboard screens and the current screen beside it. */
export function DashboardLayout() {
  return <DashboardFrame>{(session) => <Outlet context={session} />}</DashboardFrame>;
}

/**
 * The dashboard's frame (sidebar with Sign out, language and account) around a signed-in staff
 * page: the dashboard's children, and the staff pages outside `/dashboard` that staff reach from it
 * (`/logup`, and `/viewSubmission/{id}` when no share link opened it).
 */
export function DashboardFrame({ children }: { children: (session: StaffSession) => ReactNode }) {
  // The account's language, right to left for Arabic: `<html lang dir>` follows it (decision 014).
  useDocumentLanguage(useStaffLocale());
  useStaffDigits();
  const session = useStaffSession();
  // No session: the token just went (sign-out, 401, expiry) and the hook is on its way to /login.
  if (!session) return null;
  return (
    <StaffQueryProvider>
      <AccountLanguage />
      <div className="min-h-dvh bg-surface-muted md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
        <SkipLink />
        <DashboardSidebar session={session} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="px-4 py-6 sm:px-8 sm:py-8">
          <AccountRequirements>{children(session)}</AccountRequirements>
        </main>
      </div>
    </StaffQueryProvider>
  );
}

/** Follows the language the account keeps (`/me`), once the query client is there. */
function AccountLanguage() {
  useAccountLanguage();
  // What was read in the other language (the server's own words) is read again in this one.
  const locale = useStaffLocale();
  const queryClient = useQueryClient();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void queryClient.invalidateQueries();
  }, [locale, queryClient]);
  return null;
}

/** Arabic dates and numbers in the dashboard use the digits the site setting chooses. */
function useStaffDigits() {
  const { arabicDigits } = useSiteSettings();
  useEffect(() => setStaffDigits(arabicDigits), [arabicDigits]);
}

const guard = staffLoader();

/**
 * The lazy route of `/dashboard`: every child needs a signed-in staff member (SPEC §2). The check
 * runs again on every navigation inside the dashboard, so an expired token is noticed at once.
 */
export const dashboardRoute = {
  Component: DashboardLayout,
  // The staff texts in the language last used here arrive before the first screen renders.
  loader: async (args: LoaderFunctionArgs) => {
    const session = guard(args);
    await loadStaffTexts(getStaffLocale());
    return session;
  },
  shouldRevalidate: () => true,
};
