import type { FieldValues, Path } from 'react-hook-form';
import type { ApiError } from '../http/request';
import { translateStaffMessage } from '../i18n/staff-messages';
import { staffTextsNow } from '../i18n/staff-texts';

/** A nested value of `values` by its dotted path (`contact.email`), or undefined. */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      values,
    );
}

/**
 * Puts the server's messages beside their fields (the first one focused); a message for a field
 * the form does not show goes to the form's alert. Returns those.
 */
export function applyServerErrors<Input extends FieldValues>(
  problem: ApiError,
  values: Input,
  setError: (
    name: Path<Input>,
    error: { type: string; message: string },
    options?: { shouldFocus: boolean },
  ) => void,
): string[] {
  const elsewhere: string[] = [];
  let focused = false;
  const texts = staffTextsNow();
  for (const [field, said] of Object.entries(problem.fieldMessages())) {
    // The server checks with the same English schemas: its words in the staff language.
    const message = translateStaffMessage(said, texts);
    if (valueAt(values, field) === undefined) {
      elsewhere.push(message);
      continue;
    }
    setError(field as Path<Input>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return elsewhere;
}
