/**
 * The product's languages (docs/I18N.md): English at SPEC's paths, Arabic (right to left) under `/ar`.
 * Nothing else assumes two: a third language is an entry here and a catalogue per text area
 * (`i18n/*`), which the type check then asks for.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  dir: 'ltr' | 'rtl';
  /** The language's name in itself, as the language switch shows it. */
  ownName: string;
  /** Open Graph's `og:locale`. */
  openGraph: string;
  /** Path prefix of its public pages: '' for the default language. */
  prefix: '' | `/${string}`;
  /** Its pages write digits as the site setting `arabicDigits` says (digits.ts). */
  arabicDigits: boolean;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { dir: 'ltr', ownName: 'English', openGraph: 'en_US', prefix: '', arabicDigits: false },
  ar: { dir: 'rtl', ownName: 'العربية', openGraph: 'ar_AR', prefix: '/ar', arabicDigits: true },
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Languages with a path prefix, longest first so that no prefix hides another. */
const PREFIXED = LOCALES.filter((locale) => LOCALE_INFO[locale].prefix !== '');

/**
 * A public page's language and its path in the default language: `/ar/allNews` is Arabic
 * `/allNews`, `/ar` is Arabic `/`. Case-insensitive, as the router matches paths.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const lower = pathname.slice(0, 8).toLowerCase();
  for (const locale of PREFIXED) {
    const { prefix } = LOCALE_INFO[locale];
    if (lower === prefix || lower.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * A default-language address (`/allNews`, `/#about`, `/?tab=news`) in `locale`:
 * `/ar/allNews`, `/ar#about`, `/ar?tab=news`.
 */
export function localizePath(address: string, locale: Locale): string {
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return address;
  return address === '/' || /^\/[?#]/.test(address) ? `${prefix}${address.slice(1)}` : `${prefix}${address}`;
}

/** The `lang` an API answer is in: `?lang=` first, then `Accept-Language`'s first known language. */
export function negotiateLocale(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  if (lang !== undefined) return isLocale(lang) ? lang : DEFAULT_LOCALE;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .slice(0, 200)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0]?.toLowerCase() ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale) ?? DEFAULT_LOCALE;
}

/** A public read's path in `locale` (`/news?lang=ar`): the default language's is the path itself. */
export function localizedReadPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}
