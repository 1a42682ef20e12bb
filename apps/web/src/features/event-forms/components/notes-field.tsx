import { useFormTexts } from '../../../lib/i18n/texts';
import { controlClass, Field } from '../../../lib/ui/field';
import { fieldId } from '../form-values';
import type { SectionProps } from './section-props';

/** The registration form's optional notes (SPEC §3 Notes). */
export function NotesField({ values, errorsOf, update }: SectionProps) {
  const texts = useFormTexts();
  return (
    <Field id={fieldId('notes')} label={texts.ui.notes} errors={errorsOf('notes')}>
      {(control) => (
        <textarea
          {...control}
          name="notes"
          rows={4}
          maxLength={2000}
          value={values.notes}
          onChange={(event) => update('notes')(event.target.value)}
          className={controlClass}
        />
      )}
    </Field>
  );
}
