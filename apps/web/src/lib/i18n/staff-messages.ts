/**
 * The checks the dashboard shares with the server (content inputs, password rules) word their
 * messages in English, SPEC's language. A dashboard in another language shows them in it: a
 * message that is a text of the staff catalogue becomes the same text in the staff language, and
 * a content field's 'Please enter the …' and '… at most … characters' are said again with the
 * field's label in that language (decision 014). Anything else is shown as it came.
 */
import { STAFF_EN, type StaffTexts } from '@authority/shared/i18n/staff-en';
import type { FieldValues, Resolver } from 'react-hook-form';

const pairs = new WeakMap<StaffTexts, Map<string, string>>();

/** Every English text of the catalogue and the same text in `texts`, walked side by side. */
function pairsOf(texts: StaffTexts): Map<string, string> {
  let made = pairs.get(texts);
  if (made) return made;
  made = new Map();
  const walk = (english: unknown, other: unknown) => {
    if (typeof english === 'string' && typeof other === 'string') {
      if (!made?.has(english)) made?.set(english, other);
      return;
    }
    if (english && typeof english === 'object' && other && typeof other === 'object')
      for (const [key, value] of Object.entries(english))
        walk(value, (other as Record<string, unknown>)[key]);
  };
  walk(STAFF_EN, texts);
  pairs.set(texts, made);
  return made;
}

type FieldKey = keyof StaffTexts['fields'];
const FIELD_KEYS = Object.keys(STAFF_EN.fields) as FieldKey[];

/** `message` in the language of `texts`. */
export function translateStaffMessage(message: string, texts: StaffTexts): string {
  if ((texts as unknown) === STAFF_EN) return message;
  const same = pairsOf(texts).get(message);
  if (same !== undefined) return same;
  const english = STAFF_EN.contentInput;
  const max = Number(/\d+/.exec(message)?.[0]);
  for (const key of FIELD_KEYS) {
    const label = STAFF_EN.fields[key].toLowerCase();
    if (message === english.required(label)) return texts.contentInput.required(texts.fields[key]);
    if (Number.isInteger(max) && message === english.tooLong(label, max))
      return texts.contentInput.tooLong(texts.fields[key], max);
  }
  return message;
}

/** A form's errors (react-hook-form's nested `{ message }` objects) with their messages translated. */
export function translateErrors<Errors>(errors: Errors, texts: StaffTexts): Errors {
  if ((texts as unknown) === STAFF_EN || errors === null || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'message' && typeof value === 'string'
        ? translateStaffMessage(value, texts)
        : key === 'ref'
          ? value
          : translateErrors(value, texts),
    ]),
  ) as Errors;
}

/** A form resolver whose messages come in the language of `texts`. */
export function withStaffMessages<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  texts: StaffTexts,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: translateErrors(result.errors, texts) } as typeof result;
  };
}

/**
 * What the server (or the client's status catalogue, SPEC §8) said about a failed staff call, in
 * the staff language where it is a catalogue text.
 */
export const staffWords = (text: string | undefined, texts: StaffTexts): string =>
  text === undefined ? '' : translateStaffMessage(text, texts);
