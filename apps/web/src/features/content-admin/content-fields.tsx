/**
 * A content form's fields, described as data and rendered here in one way: every screen's text,
 * address, number, date, switch, image and rich-text fields wire into react-hook-form alike, so
 * each resource only lists its fields (label, hint, kind) in order.
 */
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '@authority/shared/locales';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { SwitchField, TextAreaField, TextField } from '../../lib/ui/field';
import { ImageController, RichTextController } from './form-controllers';
import { ImageWordsFields } from './image-words-fields';
import { emptyAsNull, emptyAsUndefined } from './resources/shared';
import { ReviewOwnerField } from './review-owner-field';

/** The languages a translatable field has a twin in. */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Single-line inputs and the attributes each kind brings. */
const INPUTS = {
  text: {},
  url: { type: 'url', inputMode: 'url', spellCheck: false },
  email: { type: 'email', inputMode: 'email', spellCheck: false },
  tel: { type: 'tel', autoComplete: 'off' },
  date: { type: 'date' },
  datetime: { type: 'datetime-local' },
  number: { type: 'number', inputMode: 'numeric', min: 0, step: 1 },
} as const;

interface Named<Input extends FieldValues> {
  name: Path<Input>;
  label: string;
}

export type FieldSpec<Input extends FieldValues> =
  | (Named<Input> & {
      kind: keyof typeof INPUTS;
      hint?: string;
      narrow?: boolean;
      /** An empty number field is null ('no limit'), not left out (which keeps the stored value). */
      emptyIsNull?: boolean;
    })
  | (Named<Input> & { kind: 'textarea'; rows: number })
  | (Named<Input> & { kind: 'switch' | 'image' | 'richText' })
  /** Who is told when a health page's review is due (resources/review-dates.tsx). */
  | (Named<Input> & { kind: 'reviewOwner' })
  /** Two fields side by side from the small breakpoint up. */
  | { kind: 'pair'; fields: readonly [FieldSpec<Input>, FieldSpec<Input>] };

interface ContentFieldsProps<Input extends FieldValues, Output> {
  fields: readonly FieldSpec<Input>[];
  /**
   * The fields visitors read (the registry's `translatable`): each gets its twin in every other
   * language beside it, right to left for Arabic, under `translations.{lang}.{field}`.
   */
  translatable?: readonly string[];
  form: UseFormReturn<Input, unknown, Output>;
  /** An image field reports its upload, so the form is not saved half-way through one. */
  setUploading: (uploading: boolean) => void;
}

export function ContentFields<Input extends FieldValues, Output>({
  fields,
  translatable = [],
  form,
  setUploading,
}: ContentFieldsProps<Input, Output>) {
  const t = useStaffTexts();
  const { register, control, formState } = form;
  const errorOf = (name: Path<Input>) => form.getFieldState(name, formState).error?.message;

  /** The field and its translations side by side (stacked on a phone). */
  const withTranslations = (spec: Exclude<FieldSpec<Input>, { kind: 'pair' }>) => {
    if (!translatable.includes(spec.name)) return own(spec);
    return (
      <div key={`${spec.name}+translations`} className="grid gap-4 lg:grid-cols-2">
        {/* The row's own value is English: left to right in a dashboard of either language. */}
        {own(spec, { lang: DEFAULT_LOCALE, dir: LOCALE_INFO[DEFAULT_LOCALE].dir })}
        {OTHER_LOCALES.map((locale) => {
          const name = `translations.${locale}.${spec.name}` as Path<Input>;
          const label = t.contentAdmin.inLanguage(spec.label, LOCALE_INFO[locale].ownName);
          const { dir } = LOCALE_INFO[locale];
          if (spec.kind === 'richText')
            return (
              <RichTextController
                key={name}
                control={control}
                name={name}
                label={label}
                lang={locale}
                dir={dir}
              />
            );
          if (spec.kind === 'textarea')
            return (
              <TextAreaField
                key={name}
                label={label}
                hint={t.contentAdmin.translationHint}
                rows={spec.rows}
                lang={locale}
                dir={dir}
                error={errorOf(name)}
                {...register(name)}
              />
            );
          return (
            <TextField
              key={name}
              label={label}
              hint={t.contentAdmin.translationHint}
              lang={locale}
              dir={dir}
              error={errorOf(name)}
              {...register(name)}
            />
          );
        })}
      </div>
    );
  };

  const field = (spec: FieldSpec<Input>) => (spec.kind === 'pair' ? own(spec) : withTranslations(spec));

  const own = (spec: FieldSpec<Input>, language: { lang?: string; dir?: 'ltr' | 'rtl' } = {}) => {
    switch (spec.kind) {
      case 'pair':
        return (
          <div key={spec.fields.map(keyOf).join('+')} className="grid gap-4 sm:grid-cols-2">
            {spec.fields.map(field)}
          </div>
        );
      case 'textarea':
        return (
          <TextAreaField
            key={spec.name}
            label={spec.label}
            rows={spec.rows}
            {...language}
            error={errorOf(spec.name)}
            {...register(spec.name)}
          />
        );
      case 'switch':
        return (
          <SwitchField
            key={spec.name}
            label={spec.label}
            error={errorOf(spec.name)}
            {...register(spec.name)}
          />
        );
      case 'image':
        // The image's words go beside it (decision 019).
        return (
          <div key={spec.name} className="flex flex-col gap-4">
            <ImageController
              control={control}
              name={spec.name}
              label={spec.label}
              onUploadingChange={setUploading}
            />
            <ImageWordsFields form={form} image={spec.name} />
          </div>
        );
      case 'reviewOwner':
        return <ReviewOwnerField key={spec.name} form={form} name={spec.name} label={spec.label} />;
      case 'richText':
        return (
          <RichTextController
            key={spec.name}
            control={control}
            name={spec.name}
            label={spec.label}
            {...language}
          />
        );
      default:
        return (
          <TextField
            key={spec.name}
            label={spec.label}
            hint={spec.hint}
            className={spec.narrow ? 'max-w-48' : undefined}
            {...INPUTS[spec.kind]}
            {...language}
            error={errorOf(spec.name)}
            // An empty number input is no value (the schema's default, or its message), not 0.
            {...register(
              spec.name,
              spec.kind === 'number'
                ? { setValueAs: spec.emptyIsNull ? emptyAsNull : emptyAsUndefined }
                : undefined,
            )}
          />
        );
    }
  };
  return <>{fields.map(field)}</>;
}

const keyOf = <Input extends FieldValues>(spec: FieldSpec<Input>): string =>
  spec.kind === 'pair' ? spec.fields.map(keyOf).join('+') : spec.name;
