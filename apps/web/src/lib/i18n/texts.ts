/**
 * Catalogues by language and text area, each loaded once, only for the language a page is in
 * (I18N.md 'A page loads only its own language's catalogue'). English public texts are part of
 * the entry; every other catalogue is its own chunk, loaded by the routes that need it (router.tsx)
 * before they render, so that rendering never waits for a text.
 */
import { PUBLIC_EN, type PublicTexts } from '@authority/shared/i18n/public-en';
import { DEFAULT_LOCALE, type Locale } from '@authority/shared/locales';
import { useLocale } from './locale';

interface Areas {
  public: PublicTexts;
}
type Area = keyof Areas;

const loaded: { [L in Locale]: Partial<Areas> } = { en: { public: PUBLIC_EN }, ar: {} };

const loaders: { [L in Locale]: { [A in Area]: () => Promise<Areas[A]> } } = {
  en: { public: async () => PUBLIC_EN },
  ar: { public: () => import('@authority/shared/i18n/public-ar').then((m) => m.PUBLIC_AR) },
};

/** Loads `area`'s texts in `locale` once; resolves at once when they are in. */
export async function loadTexts(locale: Locale, area: Area): Promise<void> {
  if (loaded[locale][area]) return;
  const texts = await loaders[locale][area]();
  loaded[locale][area] = texts;
}

/** `area`'s texts in `locale`, which must be loaded (the route that renders them loads them). */
export function textsOf<A extends Area>(locale: Locale, area: A): Areas[A] {
  const texts = loaded[locale][area];
  if (!texts) throw new Error(`The ${area} texts in ${locale} were used before they were loaded`);
  return texts;
}

/** The public pages' texts in the page's language. */
export function useTexts(): PublicTexts {
  return textsOf(useLocale(), 'public');
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
