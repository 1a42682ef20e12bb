import { GENDERS, TITLES } from '@authority/shared/event-form-texts';
import { useFormTexts } from '../../../lib/i18n/texts';
import { controlClass, Field } from '../../../lib/ui/field';
import { fieldId } from '../form-values';
import { CountryCombobox } from './country-combobox';
import { FormSection, RadioGroup } from './form-sections';
import type { SectionProps } from './section-props';

/** Title, name, gender and job title; then country, city and phone, the dial code following. */
const isGender = (value: string): value is (typeof GENDERS)[number] =>
  (GENDERS as readonly string[]).includes(value);

export function PersonFields({ values, errorsOf, update }: SectionProps) {
  const texts = useFormTexts();
  return (
    <>
      <FormSection legend={texts.ui.aboutYou}>
        <Field id={fieldId('title')} label={texts.ui.title} errors={errorsOf('title')}>
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
        <Field id={fieldId('fullName')} label={texts.ui.fullName} errors={errorsOf('fullName')}>
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
          id={fieldId('gender')}
          legend={texts.ui.gender}
          name="gender"
          options={GENDERS}
          labelOf={(gender) => (isGender(gender) ? texts.genders[gender] : undefined)}
          value={values.gender}
          onChange={update('gender')}
          errors={errorsOf('gender')}
        />
        <Field id={fieldId('jobTitle')} label={texts.ui.jobTitle} errors={errorsOf('jobTitle')}>
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
          id={fieldId('country')}
          label={texts.ui.country}
          hint={texts.ui.countryHint}
          errors={errorsOf('country')}
        >
          {(control) => (
            <CountryCombobox
              {...control}
              name="country"
              value={values.country}
              onChange={update('country')}
            />
          )}
        </Field>
        <Field id={fieldId('city')} label={texts.ui.city} errors={errorsOf('city')}>
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
        <div className="grid items-start gap-5 sm:col-span-2 sm:grid-cols-2">
          <Field
            id={fieldId('countryCode')}
            label={texts.ui.countryCode}
            hint={texts.ui.countryCodeHint}
            errors={errorsOf('countryCode')}
          >
            {(control) => (
              // Its own field (SPEC §3): the chosen country's code until another is chosen.
              <CountryCombobox
                {...control}
                mode="dial"
                name="countryCode"
                value={values.countryCode}
                onChange={update('countryCode')}
              />
            )}
          </Field>
          <Field
            id={fieldId('phoneNumber')}
            label={texts.ui.phoneNumber}
            hint={texts.ui.phoneHint}
            errors={errorsOf('phoneNumber')}
          >
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
