/**
 * The site settings' texts in more than one language (docs/I18N.md 'Content'): the settings' own fields
 * are the default language's, and `translations.{lang}` holds the other languages' values of the
 * texts visitors read, in the same nesting (`{ ar: { contact: { city: '…' } } }`). Public reads in
 * another language answer the same shape with those values in place, falling back per field, and
 * name the fallbacks in `untranslated` by path (`contact.city`), as content reads do.
 * Zod-free, so the public pages can use it without the validation library.
 */
import { DEFAULT_LOCALE, type Locale } from './locales';

/** The settings' texts that visitors read, by path: each has a twin in every other language. */
export const SETTINGS_TRANSLATABLE = [
  'siteName',
  'contact.city',
  'contact.country',
  'emergencyLine',
  'privacyNotice',
  'about.welcome',
  'about.mission',
  'about.vision',
  'about.values',
  'about.history',
] as const;
export type SettingsTextPath = (typeof SETTINGS_TRANSLATABLE)[number];

/** One language's texts, nested like the settings (every field optional). */
export interface SettingsTexts {
  siteName?: string;
  contact?: { city?: string; country?: string };
  emergencyLine?: string;
  privacyNotice?: string;
  about?: { welcome?: string; mission?: string; vision?: string; values?: string; history?: string };
}
/** By language (never the default one): its texts. */
export type SettingsTranslations = Partial<Record<Locale, SettingsTexts>>;

type Tree = Record<string, unknown>;

/** The value at a dotted path of `tree`, if there is one. */
export function textAt(tree: unknown, path: string): string | null | undefined {
  let at: unknown = tree;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Tree)[key];
  }
  return typeof at === 'string' || at === null ? at : undefined;
}

/** `tree` with `value` at a dotted path (copying only the branches on the way). */
function withTextAt<T>(tree: T, path: string, value: string | undefined): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const own = (tree ?? {}) as Tree;
  if (rest.length === 0) {
    const { [key]: _old, ...others } = own;
    return (value === undefined ? others : { ...others, [key]: value }) as T;
  }
  return { ...own, [key]: withTextAt(own[key] ?? {}, rest.join('.'), value) } as T;
}

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Settings as a page in `locale` shows them: each text from its translation when it has one, else
 * as set, and then named in `untranslated` (so the page marks it `lang="en"`). An about text that
 * is empty in the default language (the built-in text) but translated shows the translation. In
 * the default language the settings are returned as they are.
 */
export function localizeSettings<S extends object>(
  settings: S,
  translations: SettingsTranslations | undefined,
  locale: Locale,
): S & { untranslated?: SettingsTextPath[] } {
  if (locale === DEFAULT_LOCALE) return settings;
  const texts = translations?.[locale];
  let localized = settings;
  const untranslated: SettingsTextPath[] = [];
  for (const path of SETTINGS_TRANSLATABLE) {
    const value = textAt(texts, path);
    if (filled(value)) localized = withTextAt(localized, path, value);
    else if (filled(textAt(settings, path))) untranslated.push(path);
  }
  return { ...localized, untranslated };
}

/**
 * The translations a write leaves: none sent keeps the stored ones; else the sent texts laid over
 * the stored ones field by field, an empty text removing its field.
 */
export function mergeSettingsTranslations(
  stored: SettingsTranslations | undefined,
  sent: SettingsTranslations | undefined,
): SettingsTranslations {
  if (sent === undefined) return stored ?? {};
  const merged: SettingsTranslations = {};
  const locales = new Set([...Object.keys(stored ?? {}), ...Object.keys(sent)]) as Set<Locale>;
  for (const locale of locales) {
    if (locale === DEFAULT_LOCALE) continue;
    let texts: SettingsTexts = {};
    for (const path of SETTINGS_TRANSLATABLE) {
      const given = textAt(sent[locale], path);
      const value = given === undefined || given === null ? textAt(stored?.[locale], path) : given;
      if (filled(value)) texts = withTextAt(texts, path, value.trim());
    }
    if (Object.keys(texts).length > 0) merged[locale] = texts;
  }
  return merged;
}

/** The translatable texts that are set but have none in `locale`: what an editor still has to translate. */
export function missingSettingsTranslations(
  settings: object,
  translations: SettingsTranslations | undefined,
  locale: Locale,
): SettingsTextPath[] {
  return SETTINGS_TRANSLATABLE.filter(
    (path) => filled(textAt(settings, path)) && !filled(textAt(translations?.[locale], path)),
  );
}
