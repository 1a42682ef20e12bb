import { DEFAULT_LOCALE } from '@authority/shared/locales';
import type { ReactNode } from 'react';
import { useLocale } from './locale';

/**
 * A site text an editor may have changed: the page's translation while it is the built-in text,
 * else what the editor wrote in this language, or in the default one while it has no translation:
 * that fallback is marked `lang="en" dir="ltr"` on a page in another language (docs/I18N.md), so screen
 * readers pronounce it and the layout places it correctly.
 */
export function SiteText({
  value,
  builtIn,
  translated,
  untranslated,
}: {
  /** The setting as read in this page's language. */
  value: string;
  /** The built-in default-language text the setting starts with. */
  builtIn: string;
  /** The built-in text in this page's language. */
  translated: string;
  /** Whether the read fell back to the default language's text (it has no translation). */
  untranslated: boolean;
}): ReactNode {
  const locale = useLocale();
  if (value === builtIn) return translated;
  if (locale === DEFAULT_LOCALE || !untranslated) return value;
  return (
    <span lang={DEFAULT_LOCALE} dir="ltr">
      {value}
    </span>
  );
}

/** A view of content read in the page's language (normalize-content.ts): which fields fell back. */
interface Localized {
  untranslated?: readonly string[] | undefined;
}

/**
 * The attributes of an element that shows `field` of `view`: `lang` and `dir` of the default
 * language when the field had no translation (docs/I18N.md), none otherwise.
 */
export function fallbackProps(view: Localized, field: string): { lang?: string; dir?: 'ltr' } {
  return view.untranslated?.includes(field) ? { lang: DEFAULT_LOCALE, dir: 'ltr' } : {};
}

/** `field`'s text of `view`, marked as the default language's when it had no translation. */
export function Shown({ of, field, children }: { of: Localized; field: string; children: ReactNode }) {
  return of.untranslated?.includes(field) ? (
    <span lang={DEFAULT_LOCALE} dir="ltr">
      {children}
    </span>
  ) : (
    children
  );
}
