import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  localizePath,
  splitLocalePath,
} from '@authority/shared/locales';
import { Languages, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../i18n/locale';
import { useTexts } from '../i18n/texts';

/** Remembered in the browser once dismissed, so the offer is made once. */
export const LANGUAGE_SUGGESTION_KEY = 'language-suggestion-dismissed';

/** The first of the browser's languages this site speaks, other than the default language. */
function preferredOtherLocale(): Locale | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (base === DEFAULT_LOCALE) return undefined;
    const match = LOCALES.find((locale) => locale === base);
    if (match) return match;
  }
  return undefined;
}

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_SUGGESTION_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * On a page in the default language, a browser that prefers another language the site speaks is
 * offered that page in it (docs/I18N.md): never a redirect, since crawlers and shared links must get
 * the page they asked for. Shown after hydration only (the server cannot know the browser's
 * languages, and the cached page is the same for everyone), until dismissed.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const texts = useTexts();
  const location = useLocation();
  const [offer, setOffer] = useState<Locale>();

  useEffect(() => {
    if (locale !== DEFAULT_LOCALE || wasDismissed()) return;
    setOffer(preferredOtherLocale());
  }, [locale]);

  if (!offer || locale !== DEFAULT_LOCALE) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(LANGUAGE_SUGGESTION_KEY, '1');
    } catch {
      // Private mode: the offer goes for this page only.
    }
    setOffer(undefined);
  };
  const { path } = splitLocalePath(location.pathname);

  return (
    <aside
      aria-label={texts.layout.languageSwitch}
      className="border-b border-accent-200 bg-accent-50 text-primary-900"
    >
      <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <p className="flex items-center gap-2">
          <Languages aria-hidden="true" className="size-5 shrink-0" />
          {texts.layout.languageSuggestion}
        </p>
        <div className="flex items-center gap-2">
          <Link
            to={`${localizePath(path, offer)}${location.search}${location.hash}`}
            lang={offer}
            hrefLang={offer}
            className="inline-flex min-h-11 items-center rounded-control bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
          >
            {texts.layout.languageSuggestionAction}
          </Link>
          <button
            type="button"
            onClick={dismiss}
            aria-label={texts.layout.dismiss}
            className="inline-flex size-11 items-center justify-center rounded-control hover:bg-accent-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </aside>
  );
}
