/**
 * Content in more than one language (docs/I18N.md 'Content', decision 010): a row's own fields are the
 * default language's, and its `translations` hold the other languages' values of its translatable
 * fields (content-types.ts), `{ ar: { name: '…' } }`. One JSON column per table keeps a public read
 * one query and a third language no schema change.
 */
import { DEFAULT_LOCALE, type Locale } from './locales';

/** By language (never the default one), by field: the translated values. */
export type Translations = Partial<Record<Locale, Record<string, string>>>;

/** Query parameter of the public lists that adds each row's `translations` (for the dashboard). */
export const WITH_TRANSLATIONS_PARAM = 'translations';

/**
 * A row as a page in `locale` shows it: each translatable field from its translation when it has
 * one, else as written, and then named in `untranslated` (so the page marks it `lang="en"`). In the
 * default language the row is returned as it is: SPEC's shape, nothing added.
 */
export function localizeRow<Row extends Record<string, unknown>>(
  row: Row,
  translations: Translations | null | undefined,
  locale: Locale,
  fields: readonly string[],
): Row & { untranslated?: string[] } {
  if (locale === DEFAULT_LOCALE) return row;
  const translated = translations?.[locale] ?? {};
  const localized: Record<string, unknown> = { ...row };
  const untranslated: string[] = [];
  for (const field of fields) {
    const own = row[field];
    if (typeof own !== 'string' || own.trim() === '') continue;
    const value = translated[field];
    if (typeof value === 'string' && value.trim() !== '') localized[field] = value;
    else untranslated.push(field);
  }
  return { ...(localized as Row), untranslated };
}

/**
 * The translations a staff write leaves: the stored ones with the sent ones laid over them, field by
 * field. A language or field the write leaves out keeps its stored value; an empty text removes it.
 */
export function mergeTranslations(
  stored: Translations | null | undefined,
  sent: Translations | undefined,
): Translations {
  const merged: Translations = {};
  const locales = new Set([...Object.keys(stored ?? {}), ...Object.keys(sent ?? {})]) as Set<Locale>;
  for (const locale of locales) {
    if (locale === DEFAULT_LOCALE) continue;
    const fields = { ...(stored?.[locale] ?? {}), ...(sent?.[locale] ?? {}) };
    const kept = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
    if (Object.keys(kept).length > 0) merged[locale] = kept;
  }
  return merged;
}

/** The translatable fields of `row` that have a text but none in `locale`: what an editor still has to translate. */
export function missingTranslations(
  row: Record<string, unknown>,
  translations: Translations | null | undefined,
  locale: Locale,
  fields: readonly string[],
): string[] {
  const translated = translations?.[locale] ?? {};
  return fields.filter((field) => {
    const own = row[field];
    return typeof own === 'string' && own.trim() !== '' && !(translated[field] ?? '').trim();
  });
}
