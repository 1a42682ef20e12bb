import type { EventFormValues, FieldName } from '../form-values';

/** What each part of the form gets: the values, each field's errors, and a setter per field. */
export interface SectionProps {
  values: EventFormValues;
  errorsOf: (field: FieldName) => readonly string[] | undefined;
  update: (field: keyof EventFormValues) => (value: string) => void;
}
