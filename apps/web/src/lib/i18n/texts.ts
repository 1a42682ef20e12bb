/**
 * Catalogues by language and text area, each loaded once, only for the language a page is in
 * (docs/I18N.md 'A page loads only its own language's catalogue'). English public texts are part of
 * the entry; every other catalogue is its own chunk, loaded by the routes that need it (router.tsx)
 * before they render, so that rendering never waits for a text.
 */

import type { AboutTexts } from '@authority/shared/about-texts';
import type { ContactMessages } from '@authority/shared/contact-texts';
import { digitWriter } from '@authority/shared/digits';
import type { FormTexts } from '@authority/shared/i18n/forms-en';
import type { PagesTexts } from '@authority/shared/i18n/pages-en';
import { PUBLIC_EN, type PublicTexts } from '@authority/shared/i18n/public-en';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, LOCALES, type Locale } from '@authority/shared/locales';
import { useSiteSettings } from '../settings/site-settings';
import { useLocale } from './locale';

interface Areas {
  public: PublicTexts;
  /** The stand and sponsor forms (their pages load it). */
  forms: FormTexts;
  /** The other public pages: lists, a news item, an event, thank-you (their pages load it). */
  pages: PagesTexts;
  /** The contact form's checks and outcomes (the form waits for them as it loads). */
  contact: ContactMessages;
  /** The landing page's About section (its lazy content waits for them). */
  about: AboutTexts;
}
type Area = keyof Areas;

const loaded: { [L in Locale]: Partial<Areas> } = { en: { public: PUBLIC_EN }, ar: {} };

const loaders: { [L in Locale]: { [A in Area]: () => Promise<Areas[A]> } } = {
  en: {
    public: async () => PUBLIC_EN,
    forms: () => import('@authority/shared/i18n/forms-en').then((m) => m.FORMS_EN),
    pages: () => import('@authority/shared/i18n/pages-en').then((m) => m.PAGES_EN),
    contact: () => import('@authority/shared/contact-texts').then((m) => m.CONTACT_TEXTS),
    about: () => import('@authority/shared/about-texts').then((m) => m.ABOUT_TEXTS),
  },
  ar: {
    public: () => import('@authority/shared/i18n/public-ar').then((m) => m.PUBLIC_AR),
    forms: () => import('@authority/shared/i18n/forms-ar').then((m) => m.FORMS_AR),
    pages: () => import('@authority/shared/i18n/pages-ar').then((m) => m.PAGES_AR),
    contact: () => import('@authority/shared/i18n/contact-ar').then((m) => m.CONTACT_AR),
    about: () => import('@authority/shared/i18n/about-ar').then((m) => m.ABOUT_AR),
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
  if (!texts) throw new Error(`${locale} ${area} texts not loaded`);
  return texts;
}

/** The public pages' texts in the page's language, with its digits (site setting `arabicDigits`). */
export function useTexts(): PublicTexts {
  return useAreaTexts('public');
}

/** A text area in the page's language, with its digits. */
function useAreaTexts<A extends Area>(area: A): Areas[A] {
  const locale = useLocale();
  const { arabicDigits } = useSiteSettings();
  const texts = textsOf(locale, area);
  return LOCALE_INFO[locale].arabicDigits && arabicDigits === 'eastern' ? withEasternDigits(texts) : texts;
}

/** The event forms' texts in the page's language, with its digits. */
export const useFormTexts = (): FormTexts => useAreaTexts('forms');

/** The other public pages' texts (lists, a news item, an event, thank-you). */
export const usePagesTexts = (): PagesTexts => useAreaTexts('pages');

/**
 * Loads `area`'s texts for a lazy part of a page (the footer's contact form, the landing page's
 * sections), with that part's code: in the browser, the document's language (a page in another
 * language is a new document: the language switch is a plain link); on the server, which renders
 * every language, all of them.
 */
export function loadTextsForPage(area: Area): Promise<unknown> {
  if (typeof document === 'undefined') return Promise.all(LOCALES.map((locale) => loadTexts(locale, area)));
  const lang = document.documentElement.lang;
  return loadTexts(isLocale(lang) ? lang : DEFAULT_LOCALE, area);
}

/** The contact form's texts (loaded with the footer's lazy form: `loadTextsForPage`). */
export const useContactTexts = (): ContactMessages => useAreaTexts('contact');

/** The About section's texts (loaded with the landing page's lazy content: `loadTextsForPage`). */
export const useAboutTexts = (): AboutTexts => useAreaTexts('about');

/** How this page writes digits: unchanged, or Eastern Arabic-Indic on Arabic pages that use them. */
export function useDigits(): (text: string) => string {
  const locale = useLocale();
  const { arabicDigits } = useSiteSettings();
  return digitWriter(LOCALE_INFO[locale].arabicDigits, arabicDigits);
}

const eastern = new WeakMap<object, unknown>();
const writeEastern = digitWriter(true, 'eastern');

/** `value` with Eastern digits: a text now, a function's texts as it makes them, a group as it is read. */
function easternValue(value: unknown): unknown {
  if (typeof value === 'string') return writeEastern(value);
  if (typeof value === 'function')
    return (...args: unknown[]) => writeEastern(String((value as (...a: unknown[]) => unknown)(...args)));
  if (Array.isArray(value)) return value.map(easternValue);
  if (value && typeof value === 'object') return withEasternDigits(value);
  return value;
}

/**
 * A catalogue whose every text, and every text its functions make, has Eastern digits. Each text
 * is converted the first time it is read, and kept: converting the public and form catalogues
 * whole, as the first render of an Arabic page asked for them, was a tenth of its hydration task
 * at a phone's speed, for texts the page mostly never shows.
 */
export function withEasternDigits<T extends object>(catalogue: T): T {
  const made = eastern.get(catalogue);
  if (made) return made as T;
  const converted = new Map<PropertyKey, unknown>();
  const view = new Proxy(catalogue, {
    get(target, key) {
      if (converted.has(key)) return converted.get(key);
      const value = easternValue(Reflect.get(target, key));
      converted.set(key, value);
      return value;
    },
  });
  eastern.set(catalogue, view);
  return view;
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
