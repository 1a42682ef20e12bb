import { LOCALE_INFO, LOCALES, type Locale, localizePath, splitLocalePath } from '@authority/shared/locales';
import { useLocation } from 'react-router';
import { cx } from '../cx';
import { useLocale } from '../i18n/locale';
import { useTexts } from '../i18n/texts';
import { useActiveSection } from './active-section';

/**
 * Links to this page in every other language (docs/I18N.md): the same path under the other language's
 * prefix, with its query, and on the landing page the section in view, so the reader stays where
 * they were. Each link names its language in that language (`lang`, `hreflang`). A plain link,
 * not the router's: the other language's page comes whole from the server, with its own `<head>`
 * (language, direction, font preload), and the browser scrolls it to the section itself.
 */
export function LanguageSwitch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const texts = useTexts();
  const locale = useLocale();
  const location = useLocation();
  const active = useActiveSection();
  const { path } = splitLocalePath(location.pathname);
  const others = LOCALES.filter((other) => other !== locale);
  const addressIn = (other: Locale, hash: string) => `${localizePath(path, other)}${location.search}${hash}`;
  // The section at the moment of the click: the one the address names (a link followed, or the
  // scroller's), else the one the page reports in view.
  const sectionNow = () => window.location.hash || (active ? `#${active}` : '');

  return (
    <ul aria-label={texts.layout.languageSwitch} className="flex items-center gap-1">
      {others.map((other) => (
        <li key={other}>
          <a
            href={addressIn(other, location.hash)}
            onClick={(event) => {
              event.currentTarget.href = addressIn(other, sectionNow());
              onNavigate?.();
            }}
            lang={other}
            hrefLang={other}
            aria-label={texts.layout.readInLanguage(LOCALE_INFO[other].ownName)}
            className={cx(
              'inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-control px-3 py-2 font-semibold text-primary-800 hover:bg-primary-50 nav:px-1.5 nav:text-sm',
              className,
            )}
          >
            <span>{LOCALE_INFO[other].ownName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
