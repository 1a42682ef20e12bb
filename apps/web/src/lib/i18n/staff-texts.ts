/**
 * The staff pages' language (decision 014): the signed-in account's choice (`/me`'s `locale`,
 * saved with PUT /me/language), remembered in this browser so that the next visit, and the login
 * page before anyone signs in, start in it; with no choice yet, the browser's preferred language
 * if the product has it, else English. Unlike a public page's, it is not in the address.
 *
 * English texts are part of the staff pages' code; every other language's catalogue is a chunk
 * loaded once, before a staff page shows in it (`loadStaffTexts`), so rendering never waits.
 */
import type { DigitStyle } from '@authority/shared/digits';
import { STAFF_EN, type StaffTexts } from '@authority/shared/i18n/staff-en';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@authority/shared/locales';
import { useSyncExternalStore } from 'react';
import { loadTexts } from './texts';

/** The local-storage entry that keeps the last language the staff pages were shown in. */
export const STAFF_LOCALE_STORAGE_KEY = 'staffLocale';

const loaded: Partial<Record<Locale, StaffTexts>> = { en: STAFF_EN };
const loaders: { [L in Locale]: () => Promise<StaffTexts> } = {
  en: async () => STAFF_EN,
  ar: () => import('@authority/shared/i18n/staff-ar').then((m) => m.STAFF_AR),
};
const pending = new Map<Locale, Promise<StaffTexts>>();

/** Loads the staff texts in `locale` once; resolves at once when they are in. */
export function loadStaffTexts(locale: Locale): Promise<StaffTexts> {
  const texts = loaded[locale];
  if (texts) return Promise.resolve(texts);
  let loading = pending.get(locale);
  if (!loading) {
    // With the public texts in that language: the staff pages' header shows the site's name in it.
    loading = Promise.all([loaders[locale](), loadTexts(locale, 'public')]).then(([catalogue]) => {
      loaded[locale] = catalogue;
      return catalogue;
    });
    pending.set(locale, loading);
  }
  return loading;
}

function remembered(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(STAFF_LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The first of the browser's languages that the product has, else the default. */
function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.split('-')[0]?.toLowerCase();
    const known = LOCALES.find((locale) => locale === base);
    if (known) return known;
  }
  return DEFAULT_LOCALE;
}

interface StaffLanguageState {
  locale: Locale;
  /** How Arabic writes digits (site setting `arabicDigits`). */
  digits: DigitStyle;
}

let state: StaffLanguageState | undefined;
const listeners = new Set<() => void>();

function current(): StaffLanguageState {
  state ??= {
    locale: typeof window === 'undefined' ? DEFAULT_LOCALE : (remembered() ?? browserLocale()),
    digits: 'eastern',
  };
  return state;
}

function update(next: Partial<StaffLanguageState>): void {
  const before = current();
  if (Object.entries(next).every(([key, value]) => before[key as keyof StaffLanguageState] === value)) return;
  state = { ...before, ...next };
  for (const listener of listeners) listener();
}

/** The staff pages' language now (for calls and code outside React). */
export const getStaffLocale = (): Locale => current().locale;

/**
 * Shows the staff pages in `locale` from now on (its texts loaded first) and remembers it in this
 * browser. Saving it on the account is the caller's (PUT /me/language).
 */
export async function setStaffLocale(locale: Locale): Promise<void> {
  await loadStaffTexts(locale);
  try {
    window.localStorage.setItem(STAFF_LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage unavailable: the account still keeps the choice.
  }
  update({ locale });
}

/** The digit style Arabic staff pages use, from the site settings. */
export const setStaffDigits = (digits: DigitStyle): void => update({ digits });

/** Forgets the state (tests). */
export function resetStaffLanguage(): void {
  state = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const serverState: StaffLanguageState = { locale: DEFAULT_LOCALE, digits: 'eastern' };

function useStaffLanguage(): StaffLanguageState {
  return useSyncExternalStore(subscribe, current, () => serverState);
}

/** The staff pages' language, re-rendering when it changes. */
export const useStaffLocale = (): Locale => useStaffLanguage().locale;

const withDigits = new Map<string, WeakMap<StaffTexts, StaffTexts>>();

/**
 * `texts` whose counts (the numbers given to its texts: pages, totals, days) are written with
 * `tag`'s digits, as Intl writes them; made once per catalogue and digit style. English is as it is.
 */
function countsIn(texts: StaffTexts, tag: string): StaffTexts {
  if (tag === 'en-GB') return texts;
  let byCatalogue = withDigits.get(tag);
  if (!byCatalogue) {
    byCatalogue = new WeakMap();
    withDigits.set(tag, byCatalogue);
  }
  const made = byCatalogue.get(texts);
  if (made) return made;
  const numbers = new Intl.NumberFormat(tag, { useGrouping: false });
  const convert = (value: unknown): unknown => {
    if (typeof value === 'function')
      return (...args: unknown[]) => {
        let text = String((value as (...given: unknown[]) => unknown)(...args));
        for (const arg of args)
          if (typeof arg === 'number' && Number.isFinite(arg))
            text = text.replace(
              new RegExp(`(?<![\\d.])${String(arg).replace('.', '\\.')}(?![\\d])`, 'g'),
              numbers.format(arg),
            );
        return text;
      };
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, convert(entry)]));
    return value;
  };
  const result = convert(texts) as StaffTexts;
  byCatalogue.set(texts, result);
  return result;
}

/** The staff texts in `locale`, or English while another language's are not in yet. */
export const staffTextsIn = (locale: Locale): StaffTexts => loaded[locale] ?? STAFF_EN;

/** The staff texts in the staff pages' language now (for code outside React: guards, alerts). */
export const staffTextsNow = (): StaffTexts => countsIn(staffTextsIn(getStaffLocale()), staffIntlLocale());

/** The staff pages' texts in the account's language, its counts in the site's digit style. */
export function useStaffTexts(): StaffTexts {
  const language = useStaffLanguage();
  return countsIn(staffTextsIn(language.locale), staffIntlLocale(language));
}

/** The BCP 47 tag `Intl` formats with: Arabic with the digits the site setting chooses. */
export function staffIntlLocale(language: StaffLanguageState = current()): string {
  if (language.locale === 'ar') return language.digits === 'eastern' ? 'ar-u-nu-arab' : 'ar-u-nu-latn';
  return 'en-GB';
}

/** `staffIntlLocale`, re-rendering when the language or the digit style changes. */
export function useStaffIntlLocale(): string {
  return staffIntlLocale(useStaffLanguage());
}
