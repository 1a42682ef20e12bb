/** The event registration and sponsor forms: the server's schemas, on top of the zod-free texts. */
import { z } from 'zod';
import { SPONSOR_CLASSES } from './constants';
import { COUNTRIES } from './countries';
import { westernDigits } from './digits';
import {
  codeProblem,
  type FIELD_LABELS,
  GENDERS,
  isSimpleEmail,
  normalizeCode,
  SPECIALTIES,
  TITLES,
} from './event-form-texts';
import { FORMS_EN, type FormTexts } from './i18n/forms-en';

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

/**
 * The forms' schemas with their messages in one language (`texts`: forms-en.ts or a translation):
 * the server checks a form sent from an Arabic page with the Arabic ones (I18N.md 'Visitors').
 */
export function eventFormSchemas(texts: FormTexts) {
  const t = texts.form;
  const label = texts.fieldLabels;
  const required = (field: keyof typeof FIELD_LABELS, max: number) =>
    z
      .string(t.missingFieldText(label[field]))
      .trim()
      .min(1, t.missingFieldText(label[field]))
      .max(max, t.tooLong(label[field], max));

  /** Empty first, then the pattern: one message at a time, in SPEC §5's order. */
  const emailField = (emptyMessage: string) =>
    z
      .string(emptyMessage)
      .trim()
      .max(254, t.tooLong(label.email, 254))
      .superRefine((value, ctx) => {
        if (value === '') ctx.addIssue({ code: 'custom', message: emptyMessage });
        else if (!isSimpleEmail(value)) ctx.addIssue({ code: 'custom', message: t.invalidEmailText });
      })
      .transform((value) => value.toLowerCase());

  const oneOf = <T extends readonly string[]>(field: keyof typeof FIELD_LABELS, values: T) =>
    z.enum(values, t.missingFieldText(label[field]));

  const personFields = {
    title: oneOf('title', TITLES),
    fullName: required('fullName', 150),
    gender: oneOf('gender', GENDERS),
    countryCode: required('countryCode', 8).regex(/^\+\d{1,4}$/, t.fieldInvalid(label.countryCode)),
    // Arabic-Indic digits are accepted and stored as Western ones (I18N.md).
    phoneNumber: required('phoneNumber', 20)
      .transform((v) => westernDigits(v).replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{5,15}$/, t.fieldInvalid(label.phoneNumber))),
    country: z.enum(countryNames, t.missingFieldText(label.country)),
    city: required('city', 100),
    jobTitle: required('jobTitle', 150),
    email: emailField(t.missingFieldText(label.email)),
    verificationCode: z
      .string(t.codeEmpty)
      .max(32)
      .transform(normalizeCode)
      .superRefine((code, ctx) => {
        const problem = codeProblem(code, t);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  };

  /** The dial code must be the chosen country's. */
  const dialMatchesCountry = (value: { country: string; countryCode: string }, ctx: z.RefinementCtx) => {
    const country = COUNTRIES.find((c) => c.name === value.country);
    if (country && country.dial !== westernDigits(value.countryCode)) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: t.fieldInvalid(label.countryCode) });
    }
  };

  const registration = z
    .object({
      ...personFields,
      notes: z.string().trim().max(2000, t.tooLong(label.notes, 2000)).optional().default(''),
      // SPEC §3: sent as false and 'N/A'; stored as sent.
      isWorkshop: z.boolean().optional().default(false),
      workShop: z.string().trim().max(200).optional().default('N/A'),
    })
    .superRefine(dialMatchesCountry);

  const sponsor = z
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
      }, t.fieldInvalid(label.website)),
      classification: oneOf('classification', SPONSOR_CLASSES),
    })
    .superRefine(dialMatchesCountry);

  /** `Email` for the registration call, `email` for the sponsor call (SPEC §7); both arrive as email. */
  const sendCode = z.object({ email: emailField(t.emailFirst) });

  return { registration, sponsor, sendCode };
}

const countryNames = COUNTRIES.map((c) => c.name) as [string, ...string[]];

const ENGLISH = eventFormSchemas(FORMS_EN);
export const eventRegistrationSchema = ENGLISH.registration;
export type EventRegistrationPayload = z.input<typeof eventRegistrationSchema>;
export const sponsorRegistrationSchema = ENGLISH.sponsor;
export type SponsorRegistrationPayload = z.input<typeof sponsorRegistrationSchema>;
export const sendCodeSchema = ENGLISH.sendCode;
