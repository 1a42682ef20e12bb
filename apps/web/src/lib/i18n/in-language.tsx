import { DEFAULT_LOCALE } from '@authority/shared/locales';
import type { ReactNode } from 'react';
import { useLocale } from './locale';

/**
 * A site text an editor may have changed: the page's translation while it is the built-in text,
 * else what the editor wrote, which is in the default language until it has a translation. The
 * fallback is marked `lang="en" dir="ltr"` on a page in another language (I18N.md), so screen
 * readers pronounce it and the layout places it correctly.
 */
export function SiteText({
  value,
  builtIn,
  translated,
}: {
  value: string;
  /** The built-in default-language text the setting starts with. */
  builtIn: string;
  /** The built-in text in this page's language. */
  translated: string;
}): ReactNode {
  const locale = useLocale();
  if (value === builtIn) return translated;
  if (locale === DEFAULT_LOCALE) return value;
  return (
    <span lang={DEFAULT_LOCALE} dir="ltr">
      {value}
    </span>
  );
}
