/** The event registration and sponsor forms: the server's schemas, on top of the zod-free texts. */
import { z } from 'zod';
import { hasBidiControl } from './bidi';
import { SPONSOR_CLASSES } from './constants';
import { COUNTRIES } from './countries';
import { westernDigits } from './digits';
import { normalizeEmail } from './email-address';
import {
  codeProblem,
  type FIELD_LABELS,
  GENDERS,
  isSimpleEmail,
  normalizeCode,
  SPECIALTIES,
  TITLES,
  withWebScheme,
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
  withWebScheme,
} from './event-form-texts';

// ── The server's schemas ─────────────────────────────────────────────────────

/**
 * The forms' schemas with their messages in one language (`texts`: forms-en.ts or a translation):
 * the server checks a form sent from an Arabic page with the Arabic ones (docs/I18N.md 'Visitors').
 */
export function eventFormSchemas(texts: FormTexts) {
  const t = texts.form;
  const label = texts.fieldLabels;
  // `abort`: an empty field says only that it is empty, never also that it is malformed.
  const required = (field: keyof typeof FIELD_LABELS, max: number) =>
    z
      .string(t.missingFieldText(label[field]))
      .trim()
      .min(1, { message: t.missingFieldText(label[field]), abort: true })
      .max(max, { message: t.tooLong(label[field], max), abort: true });

  /**
   * A value that names someone or something: no bidirectional control, which would make it read
   * as another one to staff (bidi.ts).
   */
  const named = (field: keyof typeof FIELD_LABELS, max: number) =>
    required(field, max).refine((value) => !hasBidiControl(value), {
      message: t.directionControl(label[field]),
      abort: true,
    });

  /** Empty first, then the pattern: one message at a time, in SPEC §5's order. */
  const emailField = (emptyMessage: string) =>
    z
      .string(emptyMessage)
      .trim()
      .max(254, t.tooLong(label.email, 254))
      .superRefine((value, ctx) => {
        if (value === '') ctx.addIssue({ code: 'custom', message: emptyMessage });
        else if (hasBidiControl(value))
          ctx.addIssue({ code: 'custom', message: t.directionControl(label.email) });
        else if (!isSimpleEmail(value)) ctx.addIssue({ code: 'custom', message: t.invalidEmailText });
      })
      // The one stored form, which the privacy tools look the address up by (email-address.ts).
      .transform(normalizeEmail);

  const oneOf = <T extends readonly string[]>(field: keyof typeof FIELD_LABELS, values: T) =>
    z.enum(values, t.missingFieldText(label[field]));

  const personFields = {
    title: oneOf('title', TITLES),
    fullName: named('fullName', 150),
    gender: oneOf('gender', GENDERS),
    // Its own field (SPEC §3): the chosen country's by default, any code of the list when changed.
    countryCode: required('countryCode', 8)
      .transform(westernDigits)
      .refine((code) => DIAL_CODES.has(code), t.fieldInvalid(label.countryCode)),
    // Arabic-Indic digits are accepted and stored as Western ones (docs/I18N.md).
    phoneNumber: named('phoneNumber', 20)
      .transform((v) => westernDigits(v).replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{5,15}$/, t.fieldInvalid(label.phoneNumber))),
    country: z.enum(countryNames, t.missingFieldText(label.country)),
    city: named('city', 100),
    jobTitle: named('jobTitle', 150),
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

  const registration = z.object({
    ...personFields,
    notes: z.string().trim().max(2000, t.tooLong(label.notes, 2000)).optional().default(''),
    // SPEC §3: sent as false and 'N/A'; stored as sent.
    isWorkshop: z.boolean().optional().default(false),
    workShop: z.string().trim().max(200).optional().default('N/A'),
  });

  const sponsor = z.object({
    ...personFields,
    company: named('company', 200),
    specialty: oneOf('specialty', SPECIALTIES),
    // A bare domain is taken as https:// (what people type: `medtech.example`).
    website: named('website', 300)
      .transform(withWebScheme)
      .refine(isWebAddress, t.fieldInvalid(label.website)),
    classification: oneOf('classification', SPONSOR_CLASSES),
  });

  /** `Email` for the registration call, `email` for the sponsor call (SPEC §7); both arrive as email. */
  const sendCode = z.object({ email: emailField(t.emailFirst) });

  return { registration, sponsor, sendCode };
}

const countryNames = COUNTRIES.map((c) => c.name) as [string, ...string[]];
const DIAL_CODES = new Set(COUNTRIES.map((c) => c.dial));

/** An http(s) address whose host has a dot (`https://medtech.example`, not `https://medtech`). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && /\.[a-z0-9-]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

const ENGLISH = eventFormSchemas(FORMS_EN);
export const eventRegistrationSchema = ENGLISH.registration;
export type EventRegistrationPayload = z.input<typeof eventRegistrationSchema>;
export const sponsorRegistrationSchema = ENGLISH.sponsor;
export type SponsorRegistrationPayload = z.input<typeof sponsorRegistrationSchema>;
export const sendCodeSchema = ENGLISH.sendCode;
