import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { usePageFocus } from '../../../lib/a11y/use-page-focus';
import { hydratedInOwnTask } from '../../../lib/hydration-tasks';
import { useDocumentLanguage, useLocale } from '../../../lib/i18n/locale';
import { ActiveSectionProvider } from '../../../lib/layout/active-section';
import { PAGE_TOP_ID, siteFooterWith } from '../../../lib/layout/site-footer';
import { SiteHeader } from '../../../lib/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../../../lib/layout/skip-link';
import { useHydrated } from '../../../lib/use-hydrated';

// Shown to few visitors, and only after hydration: its code is not part of the first load.
const LanguageSuggestion = lazy(() =>
  import('../../../lib/layout/language-suggestion').then((module) => ({
    default: module.LanguageSuggestion,
  })),
);

// Each takes its server markup over in a task of its own, after the page's (lib/hydration-tasks.tsx).
const Header = hydratedInOwnTask(SiteHeader);
// The footer's contact form is the contact-form feature's, loaded in a chunk of its own when near.
const Footer = hydratedInOwnTask(
  siteFooterWith(() => import('../../../features/contact-form').then((module) => module.ContactForm)),
);

/**
 * Public pages: skip link, header, the page, and the footer (the landing page's `#footer` anchor).
 * The landing page tells the header which of its sections is in view.
 */
export function SiteLayout() {
  useDocumentLanguage(useLocale());
  usePageFocus(MAIN_CONTENT_ID);
  // Rendered once the app runs, not while it hydrates: a lazy component that suspends during
  // hydration made Preact rebuild the header beside the server's, shifting the page (decision 020).
  const hydrated = useHydrated();
  return (
    <ActiveSectionProvider>
      <div id={PAGE_TOP_ID} className="flex min-h-dvh flex-col">
        <SkipLink />
        {hydrated && (
          <Suspense fallback={null}>
            <LanguageSuggestion />
          </Suspense>
        )}
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
        <Footer />
      </div>
    </ActiveSectionProvider>
  );
}
