/**
 * The contact form's own labels (docs/BRAND.md's voice: SPEC gives none), apart from its checks, so the
 * footer that loads the form lazily can say 'loading' without carrying the form's code.
 */
export const CONTACT_FORM_TEXTS = {
  heading: 'Send us a message',
  intro: 'Choose the department that can help, and we will reply by e-mail.',
  name: 'Your name',
  email: 'E-mail address',
  subject: 'Subject',
  department: 'Department',
  departmentPlaceholder: 'Select a department',
  message: 'Your message',
  send: 'Send message',
  loading: 'Loading the contact form…',
  unavailable: (email: string) => `The form could not load. Please write to us at ${email}.`,
} as const;
