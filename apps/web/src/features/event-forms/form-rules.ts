import {
  codeProblem,
  EVENT_FORM_TEXTS,
  FIELD_LABELS,
  isSimpleEmail,
} from '@authority/shared/event-form-texts';
import type { FormKind } from './form-kind';
import { type EventFormValues, type FieldName, fieldValue } from './form-values';

/** A check that failed: a dialog (SPEC §5; `title` when SPEC gives one) and the field to fix. */
export interface FormProblem {
  title?: string;
  text: string;
  field?: FieldName;
}

/** SPEC §5 'send code', in order: the cooldown, an empty e-mail, an invalid one, the event id. */
export function sendCodeProblem({
  cooldownSeconds,
  email,
  eventId,
}: {
  cooldownSeconds: number;
  email: string;
  eventId: string;
}): FormProblem | undefined {
  if (cooldownSeconds > 0) return { text: EVENT_FORM_TEXTS.cooldown(cooldownSeconds) };
  if (email.trim() === '') return { text: EVENT_FORM_TEXTS.emailFirst, field: 'email' };
  if (!isSimpleEmail(email)) {
    return {
      title: EVENT_FORM_TEXTS.invalidEmailTitle,
      text: EVENT_FORM_TEXTS.invalidEmailText,
      field: 'email',
    };
  }
  if (eventId.trim() === '') return { text: EVENT_FORM_TEXTS.missingEventId };
  return undefined;
}

/**
 * The sponsor form's fields, in the order the form shows them: each is required (SPEC §5). The
 * dial code follows the country, so it is missing only when the country is.
 */
export const SPONSOR_REQUIRED_FIELDS = [
  'title',
  'fullName',
  'gender',
  'jobTitle',
  'country',
  'countryCode',
  'city',
  'phoneNumber',
  'company',
  'website',
  'specialty',
  'classification',
  'email',
  'verificationCode',
] as const satisfies readonly FieldName[];

const eventIdProblem = (eventId: string): FormProblem | undefined =>
  eventId.trim() === '' ? { text: EVENT_FORM_TEXTS.missingEventId } : undefined;

const activeProblem = (isActive: boolean): FormProblem | undefined =>
  isActive ? undefined : { title: EVENT_FORM_TEXTS.closedTitle, text: EVENT_FORM_TEXTS.closedText };

function codeCheck(values: EventFormValues): FormProblem | undefined {
  const problem = codeProblem(fieldValue(values, 'verificationCode'));
  return problem ? { text: problem, field: 'verificationCode' } : undefined;
}

const emailProblem = (values: EventFormValues): FormProblem | undefined =>
  isSimpleEmail(values.email)
    ? undefined
    : { title: EVENT_FORM_TEXTS.invalidEmailTitle, text: EVENT_FORM_TEXTS.invalidEmailText, field: 'email' };

function missingFieldProblem(values: EventFormValues): FormProblem | undefined {
  const missing = SPONSOR_REQUIRED_FIELDS.find((field) => fieldValue(values, field) === '');
  return missing
    ? {
        title: EVENT_FORM_TEXTS.missingFieldTitle,
        text: EVENT_FORM_TEXTS.missingFieldText(FIELD_LABELS[missing]),
        field: missing === 'countryCode' ? 'country' : missing,
      }
    : undefined;
}

/**
 * SPEC §5 'submit', in order. Registration: the event id, the event open, the code, the e-mail
 * (other fields are left to the server). Sponsor: every field, then the e-mail, the code, the
 * event id and the event open.
 */
export function submitProblem(
  kind: FormKind,
  { values, eventId, isActive }: { values: EventFormValues; eventId: string; isActive: boolean },
): FormProblem | undefined {
  const checks =
    kind === 'registration'
      ? [
          () => eventIdProblem(eventId),
          () => activeProblem(isActive),
          () => codeCheck(values),
          () => emailProblem(values),
        ]
      : [
          () => missingFieldProblem(values),
          () => emailProblem(values),
          () => codeCheck(values),
          () => eventIdProblem(eventId),
          () => activeProblem(isActive),
        ];
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return undefined;
}
