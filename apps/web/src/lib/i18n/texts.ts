/**
 * Catalogues by language and text area, each loaded once, only for the language a page is in
 * (I18N.md 'A page loads only its own language's catalogue'). English public texts are part of
 * the entry; every other catalogue is its own chunk, loaded by the routes that need it (router.tsx)
 * before they render, so that rendering never waits for a text.
 */

import { digitWriter } from '@authority/shared/digits';
import type { FormTexts } from '@authority/shared/i18n/forms-en';
import { PUBLIC_EN, type PublicTexts } from '@authority/shared/i18n/public-en';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@authority/shared/locales';
import { useSiteSettings } from '../settings/site-settings';
import { useLocale } from './locale';

interface Areas {
  public: PublicTexts;
  /** The stand and sponsor forms (their pages load it). */
  forms: FormTexts;
}
type Area = keyof Areas;

const loaded: { [L in Locale]: Partial<Areas> } = { en: { public: PUBLIC_EN }, ar: {} };

const loaders: { [L in Locale]: { [A in Area]: () => Promise<Areas[A]> } } = {
  en: {
    public: async () => PUBLIC_EN,
    forms: () => import('@authority/shared/i18n/forms-en').then((m) => m.FORMS_EN),
  },
  ar: {
    public: () => import('@authority/shared/i18n/public-ar').then((m) => m.PUBLIC_AR),
    forms: () => import('@authority/shared/i18n/forms-ar').then((m) => m.FORMS_AR),
  },
};

/** Loads `area`'s texts in `locale` once; resolves at once when they are in. */
export async function loadTexts<A extends Area>(locale: Locale, area: A): Promise<void> {
  if (loaded[locale][area]) return;
  const texts: Areas[A] = await loaders[locale][area]();
  const areas: Partial<Areas> = loaded[locale];
  areas[area] = texts;
}

/** `area`'s texts in `locale`, which must be loaded (the route that renders them loads them). */
export function textsOf<A extends Area>(locale: Locale, area: A): Areas[A] {
  const texts = loaded[locale][area];
  if (!texts) throw new Error(`The ${area} texts in ${locale} were used before they were loaded`);
  return texts;
}

/** The public pages' texts in the page's language, with its digits (site setting `arabicDigits`). */
export function useTexts(): PublicTexts {
  const locale = useLocale();
  const { arabicDigits } = useSiteSettings();
  const texts = textsOf(locale, 'public');
  return LOCALE_INFO[locale].arabicDigits && arabicDigits === 'eastern' ? withEasternDigits(texts) : texts;
}

/** The event forms' texts in the page's language, with its digits. */
export function useFormTexts(): FormTexts {
  const locale = useLocale();
  const { arabicDigits } = useSiteSettings();
  const texts = textsOf(locale, 'forms');
  return LOCALE_INFO[locale].arabicDigits && arabicDigits === 'eastern' ? withEasternDigits(texts) : texts;
}

/** How this page writes digits: unchanged, or Eastern Arabic-Indic on Arabic pages that use them. */
export function useDigits(): (text: string) => string {
  const locale = useLocale();
  const { arabicDigits } = useSiteSettings();
  return digitWriter(LOCALE_INFO[locale].arabicDigits, arabicDigits);
}

const eastern = new WeakMap<object, unknown>();
const writeEastern = digitWriter(true, 'eastern');

/** A catalogue whose every text, and every text its functions make, has Eastern digits. Made once. */
function withEasternDigits<T extends object>(catalogue: T): T {
  const made = eastern.get(catalogue);
  if (made) return made as T;
  const convert = (value: unknown): unknown => {
    if (typeof value === 'string') return writeEastern(value);
    if (typeof value === 'function')
      return (...args: unknown[]) => writeEastern(String((value as (...a: unknown[]) => unknown)(...args)));
    if (Array.isArray(value)) return value.map(convert);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, convert(entry)]));
    return value;
  };
  const result = convert(catalogue) as T;
  eastern.set(catalogue, result);
  return result;
}

/**
 * The public texts in `locale` when they are in, else in the default language: for what shows
 * outside a language's routes, such as the bar while a page's code loads.
 */
export function publicTextsOrDefault(locale: Locale): PublicTexts {
  return loaded[locale].public ?? PUBLIC_EN;
}

/** The language of the document (its `<html lang>`), for code outside React such as HTTP errors. */
export function documentTexts(): PublicTexts {
  const lang = typeof document === 'undefined' ? DEFAULT_LOCALE : document.documentElement.lang;
  return lang in loaded ? publicTextsOrDefault(lang as Locale) : PUBLIC_EN;
}
