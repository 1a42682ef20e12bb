/**
 * The event registration ('book a stand') and sponsor forms without zod: SPEC §3 fields and
 * lists, §5 checks and texts, §8 dialogs. event-forms.ts adds the server's schemas on top.
 */
import { VERIFICATION_CODE_MAX_LENGTH, VERIFICATION_CODE_MIN_LENGTH } from './constants';
import { westernDigits } from './digits';
import type { Translation } from './i18n/translation';

export const EVENT_FORM_TEXTS = {
  sendCode: 'Send Code',
  resendIn: (seconds: number) => `Resend ${seconds}s`,
  // SPEC §5 'send code'.
  cooldown: (seconds: number) => `Please wait, You can resend the code in ${seconds}s.`,
  emailFirst: 'Please enter your email first.',
  invalidEmailTitle: 'Invalid email',
  invalidEmailText: 'Please enter a valid email address.',
  missingEventId: 'Missing Event ID.',
  // SPEC §5 'submit'.
  closedTitle: 'Closed',
  closedText: 'This event is currently not accepting submissions.',
  codeEmpty: 'Please enter the verification code.',
  codeLength: `Code length must be between ${VERIFICATION_CODE_MIN_LENGTH} and ${VERIFICATION_CODE_MAX_LENGTH}.`,
  codeDigits: 'The code must contain digits only.',
  missingFieldTitle: 'Missing field',
  missingFieldText: (field: string) => `Please fill in the ${field}.`,
  // SPEC §4 and §8.
  notAllowed: 'Sorry! Not allowed to submit now.',
  loadFailedTitle: 'Event Not Found',
  loadFailedDialog: 'Load failed',
  closedOnLoadTitle: 'Not available',
  closedOnLoadText: 'Submissions for this event are currently closed.',
  idMissingInUrl: 'Event ID is missing in the URL.',
  codeSentTitle: 'Code sent',
  savedTitle: 'Saved',
  savedText: 'Thanks for your submission.',
  // In the 'Saved' dialog's place when the event is full (decision 018).
  waitingTitle: 'On the waiting list',
  waitingText: (position: number) =>
    `The event is full just now, so your submission is on the waiting list (position ${position}). If a place opens, we will e-mail you.`,
  // Server answers, in the same voice.
  codeSentTo: (to: string) => `We have sent a verification code to ${to}.`,
  codeHourlyCap: 'Too many codes were requested for this e-mail address. Please try again in an hour.',
  /** Codes to one address across every event and form (decision 006); says nothing of which. */
  codeRecipientCap:
    'This e-mail address has been sent too many codes in the last hour. Please try again later.',
  codeNotDelivered: 'We could not send the code just now. Please try again in a few minutes.',
  codeInvalid: 'The verification code is not correct or has expired. Please request a new one.',
  alreadyRegistered: 'This e-mail address is already registered for this event.',
  alreadySponsor: 'This e-mail address has already applied to sponsor this event.',
  registrationSaved: 'Your registration has been received. Thank you!',
  sponsorSaved: 'Your sponsorship request has been received. Thank you!',
  registrationWaiting: 'The event is full: your registration is on the waiting list.',
  sponsorWaiting: 'The event has no sponsor places left: your request is on the waiting list.',
  fieldInvalid: (label: string) => `Please check the ${label}.`,
  tooLong: (label: string, max: number) => `Please keep the ${label} under ${max} characters.`,
  directionControl: (label: string) =>
    `Please remove the hidden characters that change the direction of the text from the ${label} (U+202A to U+202E, U+2066 to U+2069).`,
} as const;

/** The forms' own labels and help, in docs/BRAND.md's voice (SPEC gives none). */
export const EVENT_FORM_UI_TEXTS = {
  registrationIntro: 'Book a stand at this event. We will e-mail you a code to confirm your address.',
  sponsorIntro: 'Apply to sponsor this event. We will e-mail you a code to confirm your address.',
  loadingEvent: 'Loading the event…',
  aboutYou: 'About you',
  whereYouAre: 'Where you are',
  yourCompany: 'Your company',
  confirmEmail: 'Confirm your e-mail address',
  title: 'Title',
  titlePlaceholder: 'Choose your title',
  fullName: 'Full name',
  gender: 'Gender',
  country: 'Country',
  countryHint: 'Type to search, then choose from the list.',
  countryNoMatch: 'No country matches',
  countryMatches: (count: number) => `${count} ${count === 1 ? 'country matches' : 'countries match'}`,
  countryCode: 'Country code',
  phoneNumber: 'Phone number',
  phoneHint: 'Without the country code.',
  city: 'City',
  jobTitle: 'Job title',
  company: 'Company',
  specialty: 'Specialty',
  website: 'Website',
  websiteHint: 'For example medtech.example: https:// is added when it is missing.',
  countryCodeHint: 'The chosen country’s code. Type a code or a country to change it.',
  classification: 'Classification',
  classificationPlaceholder: 'Choose a classification',
  notes: 'Notes (optional)',
  email: 'E-mail address',
  verificationCode: 'Verification code',
  codeHint: `The code we e-mailed you: ${VERIFICATION_CODE_MIN_LENGTH} to ${VERIFICATION_CODE_MAX_LENGTH} digits.`,
  submit: 'Submit',
  sendFailedTitle: 'Code not sent',
  submitFailedTitle: 'Not saved',
  fieldErrorsHeading: 'Please check these fields:',
} as const;

/** SPEC §3 titles, each once (the original list repeats some). */
export const TITLES = [
  'Mr.',
  'Mrs.',
  'Ms.',
  'Miss',
  'Dr.',
  'Prof.',
  'Eng.',
  'Chief',
  'Capt.',
  'Gen.',
  'Col.',
  'Maj.',
  'Lt.',
  'H.E',
  'Amb.',
  'Hon.',
  'Sir.',
  'Sheikh',
  'Rev.',
  'Other',
] as const;

export const GENDERS = ['Male', 'Female'] as const;

/** SPEC §3: 25 specialties plus the placeholder entry numbered 25. */
export const SPECIALTIES = [
  'Laser',
  'Cosmetic, personal and home care ingredients',
  'Nutraceutical ingredients',
  'Natural and herbal raw materials',
  'Primary and secondary packaging',
  'Aerosol packaging',
  'Essential oil',
  'Fragrance',
  'Packaging and processing machinery',
  'Testing and research lab',
  'Labeling solution',
  'Testing and certification services',
  'Laboratory and analytical equipment',
  'Market research and marketing',
  'Detergents',
  'General cleaning chemicals',
  'Hand wash products',
  'Flexible packaging material',
  'Air fresheners',
  'Bodycare',
  'Cosmetics',
  'Hair',
  'Massage and therapy',
  'Nailcare',
  'Oral care',
] as const;
export const SPECIALTY_PLACEHOLDER = { value: 25, label: 'Choose your specialty' } as const;
/** The 26 choices of the select: the placeholder (numbered 25) first, then the specialties. */
export const SPECIALTY_OPTIONS = [
  SPECIALTY_PLACEHOLDER,
  ...SPECIALTIES.map((label, value) => ({ value, label })),
] as const;

/** Labels of the form fields, as the 'Please fill in the {field}.' text names them. */
export const FIELD_LABELS = {
  title: 'title',
  fullName: 'full name',
  gender: 'gender',
  countryCode: 'country code',
  phoneNumber: 'phone number',
  country: 'country',
  city: 'city',
  jobTitle: 'job title',
  company: 'company',
  specialty: 'specialty',
  website: 'website',
  email: 'email',
  verificationCode: 'verification code',
  classification: 'classification',
  notes: 'notes',
} as const;

/**
 * A website as typed, with `https://` put in front of a bare domain (`medtech.example`), so that
 * the form and the server accept what people usually type; trimmed; '' stays ''.
 */
export function withWebScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** SPEC §5: Arabic-Indic digits become Western digits, and the value is trimmed. */
export function normalizeCode(value: string): string {
  return westernDigits(value).trim();
}

/** SPEC §5's code checks in order, on a normalised code; said in `texts`' language. */
export function codeProblem(
  code: string,
  texts: Pick<
    Translation<typeof EVENT_FORM_TEXTS>,
    'codeEmpty' | 'codeLength' | 'codeDigits'
  > = EVENT_FORM_TEXTS,
): string | undefined {
  if (code === '') return texts.codeEmpty;
  if (code.length < VERIFICATION_CODE_MIN_LENGTH || code.length > VERIFICATION_CODE_MAX_LENGTH) {
    return texts.codeLength;
  }
  if (!/^\d+$/.test(code)) return texts.codeDigits;
  return undefined;
}

export { isSimpleEmail } from './email-address';

/** SPEC §7: shown when the server gives no address: first letter, three asterisks, domain. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@');
  return `${local.charAt(0)}***@${domain}`;
}
