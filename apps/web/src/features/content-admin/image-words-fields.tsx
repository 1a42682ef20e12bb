/**
 * An image's words beside it in every content form (decision 019): its alternative text
 * in English and in every other language, the 'Decorative image' checkbox, and a warning (never a
 * refusal) while the image has neither a text nor the mark.
 */
import { imageLacksWords } from '@authority/shared/content-inputs';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '@authority/shared/locales';
import { TriangleAlert } from 'lucide-react';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { FieldError, FieldHint, TextField, useFieldIds } from '../../lib/ui/field';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The words the list and the form warn about: an image with no text that is not decorative. */
export function ImageWordsWarning({ id }: { id?: string }) {
  const t = useStaffTexts();
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-control border border-accent-700 bg-accent-50 px-3 py-2 text-sm font-semibold text-accent-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t.imageWords.missing}
    </p>
  );
}

export function ImageWordsFields<Input extends FieldValues, Output>({
  form,
  image,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  /** The form's image field (`imageUrl` or `imagePath`). */
  image: Path<Input>;
}) {
  const t = useStaffTexts();
  const { register, control, formState } = form;
  const imageAlt = 'imageAlt' as Path<Input>;
  const imageDecorative = 'imageDecorative' as Path<Input>;
  const errorOf = (name: Path<Input>) => form.getFieldState(name, formState).error?.message;
  const [path, alt, decorative] = useWatch({ control, name: [image, imageAlt, imageDecorative] }) as [
    string | null | undefined,
    string | undefined,
    boolean | undefined,
  ];
  const lacking = imageLacksWords({ image: path, imageAlt: alt, imageDecorative: decorative });
  const decorativeIds = useFieldIds(undefined, t.imageWords.imageDecorativeHint, errorOf(imageDecorative));
  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line p-4">
      <legend className="px-1 font-semibold text-ink">{t.imageWords.legend}</legend>
      {/* Announced when it appears and when it goes: the editor sees the effect of each change. */}
      <div role="status">{lacking ? <ImageWordsWarning /> : null}</div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextField
          label={t.imageWords.imageAlt}
          hint={t.imageWords.imageAltHint}
          lang={DEFAULT_LOCALE}
          dir={LOCALE_INFO[DEFAULT_LOCALE].dir}
          error={errorOf(imageAlt)}
          {...register(imageAlt)}
        />
        {OTHER_LOCALES.map((locale) => {
          const name = `translations.${locale}.imageAlt` as Path<Input>;
          return (
            <TextField
              key={locale}
              label={t.contentAdmin.inLanguage(t.imageWords.imageAlt, LOCALE_INFO[locale].ownName)}
              hint={t.contentAdmin.translationHint}
              lang={locale}
              dir={LOCALE_INFO[locale].dir}
              error={errorOf(name)}
              {...register(name)}
            />
          );
        })}
      </div>
      <div className="flex items-start gap-3">
        <input
          {...decorativeIds.control}
          type="checkbox"
          className="mt-1 size-5 shrink-0 cursor-pointer accent-primary-700"
          {...register(imageDecorative)}
        />
        <div>
          <label htmlFor={decorativeIds.inputId} className="cursor-pointer font-semibold text-ink">
            {t.imageWords.imageDecorative}
          </label>
          <FieldHint id={decorativeIds.hintId}>{t.imageWords.imageDecorativeHint}</FieldHint>
          <FieldError id={decorativeIds.errorId} errors={errorOf(imageDecorative)} />
        </div>
      </div>
    </fieldset>
  );
}
