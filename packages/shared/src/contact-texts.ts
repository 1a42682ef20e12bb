/**
 * The footer contact form without zod (SPEC §3 fields, §5 checks in order, §8 texts), so the web
 * app's form chunk stays small. contact.ts adds the server's schema on top.
 */
import { hasBidiControl } from './bidi';
import { DEPARTMENTS } from './constants';
import { EMAIL_MAX_LENGTH, isSimpleEmail } from './email-address';
import type { Translation } from './i18n/translation';

export const CONTACT_TEXTS = {
  // SPEC §5, in the order they are checked.
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  subjectRequired: 'Please enter a subject.',
  departmentRequired: 'Please select a department.',
  messageRequired: 'Please enter your message.',
  // SPEC §4 and §8.
  submitting: 'Submitting...',
  success: 'Your inquiry has been submitted successfully!',
  timedOut: 'Request timed out. Please try again.',
  cors: 'CORS error. Please contact the site administrator.',
  serverError: (status: number, statusText: string) => `Server error (${status}): ${statusText}`,
  genericError: 'An error occurred. Please try again.',
  // Our own, for what SPEC leaves unsaid.
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  directionControl:
    'Please remove the hidden characters that change the direction of the text (U+202A to U+202E, U+2066 to U+2069).',
  sentTitle: 'Sent',
  sentNext:
    'The department you chose will read your message and reply by e-mail to the address you gave. You can send another message with the form above.',
} as const;

export const CONTACT_LIMITS = { name: 200, email: EMAIL_MAX_LENGTH, subject: 200, message: 5000 } as const;

export { SIMPLE_EMAIL_PATTERN } from './email-address';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  department: string;
  message: string;
}

type ContactField = keyof ContactValues;

export type ContactMessages = Translation<typeof CONTACT_TEXTS>;

/** The first failing check of SPEC §5 (values trimmed), or undefined; said in `texts`' language. */
export function contactProblem(
  values: ContactValues,
  texts: ContactMessages = CONTACT_TEXTS,
): { field: ContactField; message: string } | undefined {
  const v = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    department: values.department.trim(),
    message: values.message.trim(),
  };
  if (!v.name) return { field: 'name', message: texts.nameRequired };
  if (hasBidiControl(v.name)) return { field: 'name', message: texts.directionControl };
  // The length before the pattern: an over-long text is refused without being read through.
  if (v.email.length > CONTACT_LIMITS.email)
    return { field: 'email', message: texts.tooLong(CONTACT_LIMITS.email) };
  if (hasBidiControl(v.email)) return { field: 'email', message: texts.directionControl };
  if (!isSimpleEmail(v.email)) return { field: 'email', message: texts.emailInvalid };
  if (!v.subject) return { field: 'subject', message: texts.subjectRequired };
  if (!(DEPARTMENTS as readonly string[]).includes(v.department)) {
    return { field: 'department', message: texts.departmentRequired };
  }
  if (!v.message) return { field: 'message', message: texts.messageRequired };
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (v[field].length > CONTACT_LIMITS[field])
      return { field, message: texts.tooLong(CONTACT_LIMITS[field]) };
  }
  return undefined;
}
