import { isLocale, LOCALE_INFO } from '@authority/shared/locales';

/**
 * The language a visitor used (a submission's or an inquiry's `locale`), named in itself and marked
 * with its `lang` and direction, whatever the dashboard's language.
 */
export function LanguageName({ locale }: { locale: unknown }) {
  if (!isLocale(locale)) return null;
  return (
    <span lang={locale} dir={LOCALE_INFO[locale].dir}>
      {LOCALE_INFO[locale].ownName}
    </span>
  );
}
