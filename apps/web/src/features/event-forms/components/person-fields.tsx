import { GENDERS, TITLES } from '@authority/shared/event-form-texts';
import { cx } from '../../../lib/cx';
import { useFormTexts } from '../../../lib/i18n/texts';
import { controlClass, Field } from '../../../lib/ui/field';
import { dialCodeOf } from '../form-values';
import { CountryCombobox } from './country-combobox';
import { FormSection, RadioGroup } from './form-sections';
import type { SectionProps } from './section-props';

/** Title, name, gender and job title; then country, city and phone, the dial code following. */
const isGender = (value: string): value is (typeof GENDERS)[number] =>
  (GENDERS as readonly string[]).includes(value);

export function PersonFields({ values, errorsOf, update }: SectionProps) {
  const texts = useFormTexts();
  const dialCode = dialCodeOf(values.country);
  return (
    <>
      <FormSection legend={texts.ui.aboutYou}>
        <Field label={texts.ui.title} errors={errorsOf('title')}>
          {(control) => (
            <select
              {...control}
              name="title"
              autoComplete="honorific-prefix"
              value={values.title}
              onChange={(event) => update('title')(event.target.value)}
              className={controlClass}
            >
              <option value="">{texts.ui.titlePlaceholder}</option>
              {TITLES.map((title) => (
                <option key={title} value={title}>
                  {texts.titles[title]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.ui.fullName} errors={errorsOf('fullName')}>
          {(control) => (
            <input
              {...control}
              name="fullName"
              type="text"
              autoComplete="name"
              maxLength={150}
              value={values.fullName}
              onChange={(event) => update('fullName')(event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <RadioGroup
          legend={texts.ui.gender}
          name="gender"
          options={GENDERS}
          labelOf={(gender) => (isGender(gender) ? texts.genders[gender] : undefined)}
          value={values.gender}
          onChange={update('gender')}
          errors={errorsOf('gender')}
        />
        <Field label={texts.ui.jobTitle} errors={errorsOf('jobTitle')}>
          {(control) => (
            <input
              {...control}
              name="jobTitle"
              type="text"
              autoComplete="organization-title"
              maxLength={150}
              value={values.jobTitle}
              onChange={(event) => update('jobTitle')(event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
      </FormSection>

      <FormSection legend={texts.ui.whereYouAre}>
        <Field
          label={texts.ui.country}
          hint={texts.ui.countryHint}
          errors={errorsOf('country') ?? errorsOf('countryCode')}
        >
          {(control) => <CountryCombobox {...control} value={values.country} onChange={update('country')} />}
        </Field>
        <Field label={texts.ui.city} errors={errorsOf('city')}>
          {(control) => (
            <input
              {...control}
              name="city"
              type="text"
              autoComplete="address-level2"
              maxLength={100}
              value={values.city}
              onChange={(event) => update('city')(event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-end gap-3 sm:col-span-2 sm:grid-cols-[8rem_minmax(0,20rem)]">
          <Field label={texts.ui.countryCode}>
            {(control) => (
              // Follows the country (SPEC §2): shown, read-only, sent as CountryCode.
              <input
                {...control}
                name="countryCode"
                type="text"
                readOnly
                dir="ltr"
                value={dialCode}
                className={cx(controlClass, 'bg-slate-100')}
              />
            )}
          </Field>
          <Field label={texts.ui.phoneNumber} hint={texts.ui.phoneHint} errors={errorsOf('phoneNumber')}>
            {(control) => (
              <input
                {...control}
                name="phoneNumber"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                dir="ltr"
                maxLength={20}
                value={values.phoneNumber}
                onChange={(event) => update('phoneNumber')(event.target.value)}
                className={controlClass}
              />
            )}
          </Field>
        </div>
      </FormSection>
    </>
  );
}
