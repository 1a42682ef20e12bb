import { DEFAULT_SETTINGS } from '@authority/shared/settings-defaults';
import { cx } from '../cx';
import { SiteText } from '../i18n/in-language';
import { useTexts } from '../i18n/texts';
import { untranslated, useSiteSettings } from '../settings/site-settings';

/** The authority's mark (a cross with a gold point) and name. `onDark` for dark surfaces. */
export function BrandLogo({ onDark = false }: { onDark?: boolean }) {
  // The name a SuperAdmin set in the site settings.
  const settings = useSiteSettings();
  const texts = useTexts();
  return (
    <span className="inline-flex items-center gap-3">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="8" className={onDark ? 'fill-white' : 'fill-primary-700'} />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" className={onDark ? 'fill-primary-800' : 'fill-white'} />
        <circle cx="25" cy="7" r="3" className="fill-accent-400" />
      </svg>
      <span
        className={cx(
          'text-base leading-tight font-bold sm:text-lg nav:whitespace-nowrap',
          onDark ? 'text-white' : 'text-primary-900',
        )}
      >
        <SiteText
          value={settings.siteName}
          builtIn={DEFAULT_SETTINGS.siteName}
          translated={texts.site.name}
          untranslated={untranslated(settings, 'siteName')}
        />
      </span>
    </span>
  );
}
