import { LOCALE_INFO, LOCALES } from '@authority/shared/locales';
import { Languages } from 'lucide-react';
import { useChooseStaffLanguage } from '../../../features/auth';
import { useStaffLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { showAlert } from '../../../lib/ui/alerts';

/**
 * The dashboard's language (decision 014): one button per language, each named in itself and
 * marked with its `lang`; the pressed one is the language shown. Choosing one switches the whole
 * dashboard at once and keeps the choice on the account (PUT /me/language).
 */
export function StaffLanguageSwitch() {
  const texts = useStaffTexts();
  const locale = useStaffLocale();
  const choose = useChooseStaffLanguage();

  const pick = (next: (typeof LOCALES)[number]) => {
    if (next === locale || choose.isPending) return;
    choose.mutate(next, {
      onError: () =>
        void showAlert('error', texts.language.saveFailed, undefined, { okLabel: texts.frame.ok }),
    });
  };

  return (
    <fieldset className="px-3 py-2">
      <legend className="mb-2 flex items-center gap-2 text-sm text-slate-200">
        <Languages aria-hidden="true" className="size-4 shrink-0" />
        {texts.language.label}
      </legend>
      <div className="flex flex-wrap gap-2">
        {LOCALES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            dir={LOCALE_INFO[option].dir}
            aria-pressed={option === locale}
            onClick={() => pick(option)}
            className="rounded-control border border-primary-700 px-3 py-1 font-semibold text-slate-100 hover:bg-primary-900 hover:text-white aria-pressed:border-accent-400 aria-pressed:bg-primary-800 aria-pressed:text-white"
          >
            {LOCALE_INFO[option].ownName}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
