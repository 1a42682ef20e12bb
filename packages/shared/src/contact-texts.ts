/**
 * The footer contact form without zod (SPEC §3 fields, §5 checks in order, §8 texts), so the web
 * app's form chunk stays small. contact.ts adds the server's schema on top.
 */
import { DEPARTMENTS } from './constants';

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
} as const;

/** SPEC §5: 'a simple address pattern'. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const;

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  department: string;
  message: string;
}

type ContactField = keyof ContactValues;

/** The first failing check of SPEC §5 (values trimmed), or undefined. */
export function contactProblem(values: ContactValues): { field: ContactField; message: string } | undefined {
  const v = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    department: values.department.trim(),
    message: values.message.trim(),
  };
  if (!v.name) return { field: 'name', message: CONTACT_TEXTS.nameRequired };
  if (!SIMPLE_EMAIL_PATTERN.test(v.email)) return { field: 'email', message: CONTACT_TEXTS.emailInvalid };
  if (!v.subject) return { field: 'subject', message: CONTACT_TEXTS.subjectRequired };
  if (!(DEPARTMENTS as readonly string[]).includes(v.department)) {
    return { field: 'department', message: CONTACT_TEXTS.departmentRequired };
  }
  if (!v.message) return { field: 'message', message: CONTACT_TEXTS.messageRequired };
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (v[field].length > CONTACT_LIMITS[field])
      return { field, message: CONTACT_TEXTS.tooLong(CONTACT_LIMITS[field]) };
  }
  return undefined;
}
