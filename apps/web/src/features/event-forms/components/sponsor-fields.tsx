import { SPONSOR_CLASSES } from '@authority/shared/constants';
import { EVENT_FORM_UI_TEXTS, SPECIALTY_OPTIONS } from '@authority/shared/event-form-texts';
import { controlClass, Field } from '../../../lib/ui/field';
import { FormSection } from './form-sections';
import type { SectionProps } from './section-props';

/** The sponsor form's own fields (SPEC §3): company, website, specialty and classification. */
export function SponsorFields({ values, errorsOf, update }: SectionProps) {
  return (
    <FormSection legend={EVENT_FORM_UI_TEXTS.yourCompany}>
      <Field label={EVENT_FORM_UI_TEXTS.company} errors={errorsOf('company')}>
        {(control) => (
          <input
            {...control}
            name="company"
            type="text"
            autoComplete="organization"
            maxLength={200}
            value={values.company}
            onChange={(event) => update('company')(event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <Field
        label={EVENT_FORM_UI_TEXTS.website}
        hint={EVENT_FORM_UI_TEXTS.websiteHint}
        errors={errorsOf('website')}
      >
        {(control) => (
          <input
            {...control}
            name="website"
            type="url"
            inputMode="url"
            autoComplete="url"
            dir="ltr"
            spellCheck={false}
            maxLength={300}
            value={values.website}
            onChange={(event) => update('website')(event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <Field label={EVENT_FORM_UI_TEXTS.specialty} errors={errorsOf('specialty')}>
        {(control) => (
          <select
            {...control}
            name="specialty"
            value={values.specialty}
            onChange={(event) => update('specialty')(event.target.value)}
            className={controlClass}
          >
            {SPECIALTY_OPTIONS.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={EVENT_FORM_UI_TEXTS.classification} errors={errorsOf('classification')}>
        {(control) => (
          <select
            {...control}
            name="classification"
            value={values.classification}
            onChange={(event) => update('classification')(event.target.value)}
            className={controlClass}
          >
            <option value="">{EVENT_FORM_UI_TEXTS.classificationPlaceholder}</option>
            {SPONSOR_CLASSES.map((level) => (
              <option key={level} value={level}>
                {level.charAt(0).toUpperCase() + level.slice(1)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </FormSection>
  );
}
