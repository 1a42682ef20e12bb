import { codeProblem, isSimpleEmail } from '@authority/shared/event-form-texts';
import type { eventFormSchemas } from '@authority/shared/event-forms';
import type { FormTexts } from '@authority/shared/i18n/forms-en';
import { lowerFirst } from '@authority/shared/keys';
import type { FormKind } from './form-kind';
import {
  EMPTY_VALUES,
  type EventFormValues,
  type FieldName,
  fieldValue,
  isFieldName,
  registrationPayload,
  sponsorPayload,
} from './form-values';

/** A check that failed: a dialog (SPEC §5; `title` when SPEC gives one) and the field to fix. */
export interface FormProblem {
  title?: string;
  text: string;
  field?: FieldName;
}

/** SPEC §5 'send code', in order: the cooldown, an empty e-mail, an invalid one, the event id. */
export function sendCodeProblem(
  {
    cooldownSeconds,
    email,
    eventId,
  }: {
    cooldownSeconds: number;
    email: string;
    eventId: string;
  },
  texts: FormTexts,
): FormProblem | undefined {
  const EVENT_FORM_TEXTS = texts.form;
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

/** The sponsor form's fields, in the order the form shows them: each is required (SPEC §5). */
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

type Messages = FormTexts['form'];

const eventIdProblem = (eventId: string, t: Messages): FormProblem | undefined =>
  eventId.trim() === '' ? { text: t.missingEventId } : undefined;

const activeProblem = (isActive: boolean, t: Messages): FormProblem | undefined =>
  isActive ? undefined : { title: t.closedTitle, text: t.closedText };

function codeCheck(values: EventFormValues, t: Messages): FormProblem | undefined {
  const problem = codeProblem(fieldValue(values, 'verificationCode'), t);
  return problem ? { text: problem, field: 'verificationCode' } : undefined;
}

const emailProblem = (values: EventFormValues, t: Messages): FormProblem | undefined =>
  isSimpleEmail(values.email)
    ? undefined
    : { title: t.invalidEmailTitle, text: t.invalidEmailText, field: 'email' };

function missingFieldProblem(values: EventFormValues, texts: FormTexts): FormProblem | undefined {
  const missing = SPONSOR_REQUIRED_FIELDS.find((field) => fieldValue(values, field) === '');
  return missing
    ? {
        title: texts.form.missingFieldTitle,
        text: texts.form.missingFieldText(texts.fieldLabels[missing]),
        field: missing,
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
  texts: FormTexts,
): FormProblem | undefined {
  const t = texts.form;
  const checks =
    kind === 'registration'
      ? [
          () => eventIdProblem(eventId, t),
          () => activeProblem(isActive, t),
          () => codeCheck(values, t),
          () => emailProblem(values, t),
        ]
      : [
          () => missingFieldProblem(values, texts),
          () => emailProblem(values, t),
          () => codeCheck(values, t),
          () => eventIdProblem(eventId, t),
          () => activeProblem(isActive, t),
        ];
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return undefined;
}

/** One problem per field: its first message. */
export type FieldProblems = Partial<Record<FieldName, string>>;

type Schemas = ReturnType<typeof eventFormSchemas>;

let rules: Promise<typeof eventFormSchemas> | undefined;
/**
 * The server's own schemas (zod, about a fifth of a form page's JavaScript) in a chunk of their
 * own, fetched when a visitor starts on the form (its first focus) or at its first check, not
 * with the page.
 */
export const loadFormRules = (): Promise<typeof eventFormSchemas> =>
  (rules ??= import('@authority/shared/event-forms').then((module) => module.eventFormSchemas));

const schemasByTexts = new WeakMap<FormTexts, Schemas>();
const schemasFor = async (texts: FormTexts): Promise<Schemas> => {
  let schemas = schemasByTexts.get(texts);
  if (!schemas) {
    schemas = (await loadFormRules())(texts);
    schemasByTexts.set(texts, schemas);
  }
  return schemas;
};

/**
 * Every field the server's own schema would refuse, checked here first with that same schema
 * (docs/DESIGN.md 'One source of truth'), one message each: what the form marks beside each field and
 * lists in its error summary, so that nobody learns of a mistake one dialog at a time.
 */
export async function fieldProblems(
  kind: FormKind,
  values: EventFormValues,
  texts: FormTexts,
): Promise<FieldProblems> {
  const schemas = await schemasFor(texts);
  const payload = kind === 'registration' ? registrationPayload(values) : sponsorPayload(values);
  const body = Object.fromEntries(Object.entries(payload).map(([key, value]) => [lowerFirst(key), value]));
  const result = (kind === 'registration' ? schemas.registration : schemas.sponsor).safeParse(body);
  const problems: FieldProblems = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isFieldName(field) && problems[field] === undefined) problems[field] = issue.message;
  }
  return problems;
}

/** The fields' problems as the form shows them, in the form's order. */
export function inFormOrder(problems: FieldProblems): { field: FieldName; messages: string[] }[] {
  return (Object.keys(EMPTY_VALUES) as FieldName[]).flatMap((field) => {
    const message = problems[field];
    return message === undefined ? [] : [{ field, messages: [message] }];
  });
}
