import { ROUTES } from '@authority/shared/routes';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { LocaleProvider, useDocumentLanguage } from '../../../lib/i18n/locale';
import { getStaffLocale, loadStaffTexts, useStaffLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { BrandLogo } from '../../../lib/layout/brand-logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../../lib/layout/skip-link';
import { StaffQueryProvider } from './staff-query-provider';

/** Staff pages outside the dashboard (`/login`, a share link's `/viewSubmission/:id`): a quiet frame, no public menu. */
export function StaffLayout() {
  return (
    <StaffFrame>
      <Outlet />
    </StaffFrame>
  );
}

export function StaffFrame({ children }: { children: ReactNode }) {
  const t = useStaffTexts();
  // The language last chosen in this browser (or the browser's own), before anyone signs in.
  const locale = useStaffLocale();
  useDocumentLanguage(locale);
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <SkipLink />
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={ROUTES.home} className="rounded-control">
            <LocaleProvider locale={locale}>
              <BrandLogo />
            </LocaleProvider>
          </Link>
          <Link
            to={ROUTES.home}
            className="rounded-control px-2 py-1 font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            {t.frame.viewWebsite}
          </Link>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 py-10 sm:px-6 lg:py-16">
        <StaffQueryProvider>{children}</StaffQueryProvider>
      </main>
    </div>
  );
}

/** The lazy route of the staff pages outside the dashboard: their texts arrive before they render. */
export const staffLayoutRoute = {
  Component: StaffLayout,
  loader: async () => {
    await loadStaffTexts(getStaffLocale());
    return null;
  },
};
