import { Outlet } from 'react-router';
import { useDocumentLanguage, useLocale } from '../../../lib/i18n/locale';
import { ActiveSectionProvider } from '../../../lib/layout/active-section';
import { LanguageSuggestion } from '../../../lib/layout/language-suggestion';
import { PAGE_TOP_ID, SiteFooter } from '../../../lib/layout/site-footer';
import { SiteHeader } from '../../../lib/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../../../lib/layout/skip-link';

/**
 * Public pages: skip link, header, the page, and the footer (the landing page's `#footer` anchor).
 * The landing page tells the header which of its sections is in view.
 */
export function SiteLayout() {
  useDocumentLanguage(useLocale());
  return (
    <ActiveSectionProvider>
      <div id={PAGE_TOP_ID} className="flex min-h-dvh flex-col">
        <SkipLink />
        <LanguageSuggestion />
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </ActiveSectionProvider>
  );
}
