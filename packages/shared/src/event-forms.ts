/** The event registration and sponsor forms: the server's schemas, on top of the zod-free texts. */
import { z } from 'zod';
import { SPONSOR_CLASSES } from './constants';
import { COUNTRIES } from './countries';
import {
  codeProblem,
  EVENT_FORM_TEXTS,
  FIELD_LABELS,
  GENDERS,
  isSimpleEmail,
  normalizeCode,
  SPECIALTIES,
  TITLES,
} from './event-form-texts';

export {
  codeProblem,
  EVENT_FORM_TEXTS,
  EVENT_FORM_UI_TEXTS,
  FIELD_LABELS,
  GENDERS,
  isSimpleEmail,
  maskEmail,
  normalizeCode,
  SPECIALTIES,
  SPECIALTY_OPTIONS,
  SPECIALTY_PLACEHOLDER,
  TITLES,
} from './event-form-texts';

// ── The server's schemas ─────────────────────────────────────────────────────

const required = (field: keyof typeof FIELD_LABELS, max: number) =>
  z
    .string(EVENT_FORM_TEXTS.missingFieldText(FIELD_LABELS[field]))
    .trim()
    .min(1, EVENT_FORM_TEXTS.missingFieldText(FIELD_LABELS[field]))
    .max(max, `Please keep the ${FIELD_LABELS[field]} under ${max} characters.`);

/** Empty first, then the pattern: one message at a time, in SPEC §5's order. */
const emailField = (emptyMessage: string) =>
  z
    .string(emptyMessage)
    .trim()
    .max(254, `Please keep the ${FIELD_LABELS.email} under 254 characters.`)
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: emptyMessage });
      else if (!isSimpleEmail(value))
        ctx.addIssue({ code: 'custom', message: EVENT_FORM_TEXTS.invalidEmailText });
    })
    .transform((value) => value.toLowerCase());

const oneOf = <T extends readonly string[]>(field: keyof typeof FIELD_LABELS, values: T) =>
  z.enum(values, EVENT_FORM_TEXTS.missingFieldText(FIELD_LABELS[field]));

const countryNames = COUNTRIES.map((c) => c.name) as [string, ...string[]];

const personFields = {
  title: oneOf('title', TITLES),
  fullName: required('fullName', 150),
  gender: oneOf('gender', GENDERS),
  countryCode: required('countryCode', 8).regex(
    /^\+\d{1,4}$/,
    EVENT_FORM_TEXTS.fieldInvalid(FIELD_LABELS.countryCode),
  ),
  phoneNumber: required('phoneNumber', 20)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{5,15}$/, EVENT_FORM_TEXTS.fieldInvalid(FIELD_LABELS.phoneNumber))),
  country: z.enum(countryNames, EVENT_FORM_TEXTS.missingFieldText(FIELD_LABELS.country)),
  city: required('city', 100),
  jobTitle: required('jobTitle', 150),
  email: emailField(EVENT_FORM_TEXTS.missingFieldText(FIELD_LABELS.email)),
  verificationCode: z
    .string(EVENT_FORM_TEXTS.codeEmpty)
    .max(32)
    .transform(normalizeCode)
    .superRefine((code, ctx) => {
      const problem = codeProblem(code);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
};

/** The dial code must be the chosen country's. */
const dialMatchesCountry = (value: { country: string; countryCode: string }, ctx: z.RefinementCtx) => {
  const country = COUNTRIES.find((c) => c.name === value.country);
  if (country && country.dial !== value.countryCode) {
    ctx.addIssue({
      code: 'custom',
      path: ['countryCode'],
      message: EVENT_FORM_TEXTS.fieldInvalid(FIELD_LABELS.countryCode),
    });
  }
};

export const eventRegistrationSchema = z
  .object({
    ...personFields,
    notes: z.string().trim().max(2000, 'Please keep the notes under 2000 characters.').optional().default(''),
    // SPEC §3: sent as false and 'N/A'; stored as sent.
    isWorkshop: z.boolean().optional().default(false),
    workShop: z.string().trim().max(200).optional().default('N/A'),
  })
  .superRefine(dialMatchesCountry);
export type EventRegistrationPayload = z.input<typeof eventRegistrationSchema>;

export const sponsorRegistrationSchema = z
  .object({
    ...personFields,
    company: required('company', 200),
    specialty: oneOf('specialty', SPECIALTIES),
    website: required('website', 300).refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, EVENT_FORM_TEXTS.fieldInvalid(FIELD_LABELS.website)),
    classification: oneOf('classification', SPONSOR_CLASSES),
  })
  .superRefine(dialMatchesCountry);
export type SponsorRegistrationPayload = z.input<typeof sponsorRegistrationSchema>;

/** `Email` for the registration call, `email` for the sponsor call (SPEC §7); both arrive as email. */
export const sendCodeSchema = z.object({ email: emailField(EVENT_FORM_TEXTS.emailFirst) });
