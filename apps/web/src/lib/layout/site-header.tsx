import { LANDING_SECTIONS, ROUTES } from '@authority/shared/routes';
import { type LucideIcon, Menu, Search, X } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useDisclosure } from '../a11y/use-disclosure';
import { cx } from '../cx';
import { useLocalize } from '../i18n/locale';
import { useTexts } from '../i18n/texts';
import { useSiteSettings } from '../settings/site-settings';
import { ExternalLink } from '../ui/external-link';
import { useActiveSection } from './active-section';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';

// index.css: repeated on every link, it is one class there (decision 028).
const navLinkClass = 'site-nav-link';

/**
 * Public header: logo to the home anchor, the landing page's section links (SPEC §2) and the parent
 * website. Below the `nav` breakpoint (SPEC §9: 1215.98 px) the links collapse behind a menu
 * button, and the menu closes once a link is chosen. On the landing page the link of the section
 * in view is marked (`aria-current`).
 */
export function SiteHeader() {
  const texts = useTexts();
  const menu = useDisclosure('site-menu');
  const active = useActiveSection();
  const settings = useSiteSettings();
  const localize = useLocalize();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={localize('/#home')} onClick={menu.close} className="rounded-control">
          <BrandLogo />
        </Link>

        <nav aria-label={texts.layout.mainNavigation} onKeyDown={menu.onKeyDown} onBlur={menu.onBlur}>
          <button
            {...menu.buttonProps}
            className="inline-flex items-center gap-2 rounded-control px-3 py-2 font-semibold text-primary-800 hover:bg-primary-50 nav:hidden"
          >
            <ToggleIcon open={menu.open} Closed={Menu} />
            {texts.layout.menu}
          </button>

          <div
            id={menu.panelId}
            className={cx(
              menu.open ? 'flex' : 'hidden',
              'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] flex-col gap-2 overflow-y-auto border-b border-line bg-white px-4 py-4 shadow-card sm:px-6',
              'nav:static nav:flex nav:max-h-none nav:flex-row nav:items-center nav:gap-1 nav:overflow-visible nav:border-0 nav:p-0 nav:shadow-none',
            )}
          >
            <ul className="flex flex-col gap-1 nav:flex-row nav:gap-0">
              {LANDING_SECTIONS.map((section) => (
                <li key={section.id}>
                  <Link
                    to={localize(`/#${section.id}`)}
                    onClick={menu.close}
                    aria-current={active === section.id ? 'true' : undefined}
                    className={cx(
                      navLinkClass,
                      active === section.id
                        ? 'text-primary-800 underline decoration-accent-400 decoration-3 underline-offset-8'
                        : 'text-slate-700',
                    )}
                  >
                    {texts.sections[section.id]}
                  </Link>
                </li>
              ))}
            </ul>
            <ExternalLink
              href={settings.parentWebsite}
              className="justify-center whitespace-nowrap rounded-control border border-primary-700 px-3 py-2 font-semibold text-primary-700 hover:bg-primary-50 nav:px-2 nav:text-sm"
            >
              {texts.site.parentName}
            </ExternalLink>
            <div className="nav:hidden">
              <HeaderSearch fieldId="site-search" />
            </div>
            <DesktopSearch />
            <LanguageSwitch onNavigate={menu.close} />
          </div>
        </nav>
      </div>
    </header>
  );
}

/** A disclosure button's icon: what it opens, or the cross that closes it. */
function ToggleIcon({ open, Closed }: { open: boolean; Closed: LucideIcon }) {
  const Icon = open ? X : Closed;
  return <Icon aria-hidden="true" className="size-5" />;
}

/**
 * The site search field (docs/decisions/037-site-search.md): a plain GET form to the search page,
 * so it works from the keyboard and before any script, in a search landmark with a visible label.
 * Shown in the phone menu, and in the panel the navigation's search button opens.
 */
function HeaderSearch({ fieldId, inputRef }: { fieldId: string; inputRef?: Ref<HTMLInputElement> }) {
  const texts = useTexts();
  const localize = useLocalize();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for browsers still in use (and the test DOM).
    <form
      role="search"
      aria-label={texts.layout.searchLabel}
      action={localize(ROUTES.search)}
      method="get"
      className="flex min-w-0 items-center gap-1"
    >
      <label htmlFor={fieldId} className="site-search-label">
        {texts.layout.searchSubmit}
      </label>
      <input
        ref={inputRef}
        id={fieldId}
        type="search"
        name="q"
        maxLength={200}
        enterKeyHint="search"
        className="site-search-input"
      />
      <button type="submit" className="site-search-button">
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">{texts.layout.searchSubmit}</span>
      </button>
    </form>
  );
}

/**
 * From the `nav` breakpoint: a search button in the navigation's row that opens the field in a
 * panel under the header. The row has no room for a field beside SPEC's links in English
 * (decision 037). Opening moves the focus into the field; Escape or leaving closes it.
 */
function DesktopSearch() {
  const texts = useTexts();
  const panel = useDisclosure('site-search-panel');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (panel.open) field.current?.focus();
  }, [panel.open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears what bubbles from the button and the panel inside it (Escape, the focus leaving), as the navigation does for its menu.
    <div className="hidden nav:block" onKeyDown={panel.onKeyDown} onBlur={panel.onBlur}>
      <button
        {...panel.buttonProps}
        aria-label={texts.layout.searchLabel}
        className="inline-flex items-center rounded-control p-2 text-primary-800 hover:bg-primary-50"
      >
        <ToggleIcon open={panel.open} Closed={Search} />
      </button>
      <div
        id={panel.panelId}
        className={cx(
          panel.open ? 'block' : 'hidden',
          'absolute inset-x-0 top-full border-b border-line bg-white py-3 shadow-card',
        )}
      >
        <div className="mx-auto max-w-content px-6">
          <div className="max-w-2xl">
            <HeaderSearch fieldId="site-search-wide" inputRef={field} />
          </div>
        </div>
      </div>
    </div>
  );
}
