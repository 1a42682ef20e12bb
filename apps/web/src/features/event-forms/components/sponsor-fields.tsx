import { SPONSOR_CLASSES } from '@authority/shared/constants';
import { SPECIALTY_OPTIONS, withWebScheme } from '@authority/shared/event-form-texts';
import { useFormTexts } from '../../../lib/i18n/texts';
import { controlClass, Field } from '../../../lib/ui/field';
import { fieldId } from '../form-values';
import { FormSection } from './form-sections';
import type { SectionProps } from './section-props';

/** The sponsor form's own fields (SPEC §3): company, website, specialty and classification. */
export function SponsorFields({ values, errorsOf, update }: SectionProps) {
  const texts = useFormTexts();
  return (
    <FormSection legend={texts.ui.yourCompany}>
      <Field id={fieldId('company')} label={texts.ui.company} errors={errorsOf('company')}>
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
        id={fieldId('website')}
        label={texts.ui.website}
        hint={texts.ui.websiteHint}
        errors={errorsOf('website')}
      >
        {(control) => (
          <input
            {...control}
            name="website"
            type="text"
            inputMode="url"
            autoComplete="url"
            dir="ltr"
            spellCheck={false}
            maxLength={300}
            value={values.website}
            onChange={(event) => update('website')(event.target.value)}
            // What is sent: a bare domain with https:// in front, shown before it goes.
            onBlur={(event) => {
              const full = withWebScheme(event.target.value);
              if (full !== event.target.value) update('website')(full);
            }}
            className={controlClass}
          />
        )}
      </Field>
      <Field id={fieldId('specialty')} label={texts.ui.specialty} errors={errorsOf('specialty')}>
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
                {texts.specialties[option.value] ?? option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={fieldId('classification')}
        label={texts.ui.classification}
        errors={errorsOf('classification')}
      >
        {(control) => (
          <select
            {...control}
            name="classification"
            value={values.classification}
            onChange={(event) => update('classification')(event.target.value)}
            className={controlClass}
          >
            <option value="">{texts.ui.classificationPlaceholder}</option>
            {SPONSOR_CLASSES.map((level) => (
              <option key={level} value={level}>
                {texts.sponsorClasses[level]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </FormSection>
  );
}
