/**
 * The footer contact form without zod (SPEC §3 fields, §5 checks in order, §8 texts), so the web
 * app's form chunk stays small. contact.ts adds the server's schema on top.
 */
import { DEPARTMENTS } from './constants';
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
  sentTitle: 'Sent',
  sentNext:
    'The department you chose will read your message and reply by e-mail to the address you gave. You can send another message with the form above.',
} as const;

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const;

/**
 * A character of SPEC §5's 'simple address': anything but white space, control characters, `@`
 * and the other RFC 5322 specials (`()<>[]:;,\"`), which would turn one address into a display
 * name plus an address (`x<a@b.c>`) or a list (`a,b@c.d`) when the mail is sent.
 */
const ADDRESS_CHAR = String.raw`[^\s\p{Cc}@()<>[\]:;,\\"]`;
const ADDRESS_CHAR_NOT_DOT = String.raw`[^\s\p{Cc}@()<>[\]:;,\\".]`;

/**
 * SPEC §5: 'a simple address pattern': `local@domain` where the domain has a dot with a character
 * either side. Written so that a match can be found only one way (the domain's first character,
 * then everything up to its first later dot, then the rest): the time it takes grows with the
 * length of the text, never with its square, whatever a visitor sends. Callers check the length
 * first anyway (CONTACT_LIMITS.email, RFC 5321's 254 characters): see contactProblem and
 * event-form-texts.ts isSimpleEmail.
 */
export const SIMPLE_EMAIL_PATTERN = new RegExp(
  `^${ADDRESS_CHAR}+@${ADDRESS_CHAR}${ADDRESS_CHAR_NOT_DOT}*\\.${ADDRESS_CHAR}+$`,
  'u',
);

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
  // The length before the pattern: an over-long text is refused without being read through.
  if (v.email.length > CONTACT_LIMITS.email)
    return { field: 'email', message: texts.tooLong(CONTACT_LIMITS.email) };
  if (!SIMPLE_EMAIL_PATTERN.test(v.email)) return { field: 'email', message: texts.emailInvalid };
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
