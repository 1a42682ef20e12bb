import { LOCALE_INFO, LOCALES, type Locale, localizePath, splitLocalePath } from '@authority/shared/locales';
import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cx } from '../cx';
import { useLocale } from '../i18n/locale';
import { useTexts } from '../i18n/texts';
import { useActiveSection } from './active-section';

/**
 * Links to this page in every other language (I18N.md): the same path under the other language's
 * prefix, with its query, and on the landing page the section in view, so the reader stays where
 * they were. Each link names its language in that language (`lang`, `hreflang`).
 */
export function LanguageSwitch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const texts = useTexts();
  const locale = useLocale();
  const location = useLocation();
  const active = useActiveSection();
  const { path } = splitLocalePath(location.pathname);
  const hash = active ? `#${active}` : location.hash;
  const others = LOCALES.filter((other) => other !== locale);
  const addressIn = (other: Locale) => {
    const base = localizePath(path, other);
    return `${base}${location.search}${hash}`;
  };

  return (
    <ul aria-label={texts.layout.languageSwitch} className="flex items-center gap-1">
      {others.map((other) => (
        <li key={other}>
          <Link
            to={addressIn(other)}
            onClick={onNavigate}
            lang={other}
            hrefLang={other}
            aria-label={texts.layout.readInLanguage(LOCALE_INFO[other].ownName)}
            className={cx(
              'inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-control px-3 py-2 font-semibold text-primary-800 hover:bg-primary-50',
              className,
            )}
          >
            <Languages aria-hidden="true" className="size-5" />
            <span>{LOCALE_INFO[other].ownName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
