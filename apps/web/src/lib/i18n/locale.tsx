/**
 * The language of the page being shown (docs/I18N.md): a public page's comes from its path only
 * (`/ar/…` is Arabic); the router gives each language's branch of routes its own provider.
 */
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale, localizePath } from '@authority/shared/locales';
import { createContext, type ReactNode, use, useCallback, useEffect } from 'react';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return use(LocaleContext);
}

/** Turns a default-language address (`ROUTES.allNews`, `/#about`) into this page's language's. */
export function useLocalize(): (address: string) => string {
  const locale = useLocale();
  return useCallback((address: string) => localizePath(address, locale), [locale]);
}

/**
 * Keeps `<html lang dir>` on the language of the page shown: the server writes it into each page,
 * and this follows a move to a page in another language within the app.
 */
export function useDocumentLanguage(locale: Locale): void {
  useEffect(() => {
    const root = document.documentElement;
    const { dir } = LOCALE_INFO[locale];
    // Only when they change: setting them, even to the same value, restyles the whole page.
    if (root.lang !== locale) root.lang = locale;
    if (root.dir !== dir) root.dir = dir;
  }, [locale]);
}
