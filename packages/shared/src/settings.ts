/**
 * Site settings a SuperAdmin edits: what the public pages show instead of constants.
 * Every field has a default from `SITE`; the about texts are overrides of the built-in ones
 * (null keeps the built-in text). Department addresses are internal and never public.
 */
import { z } from 'zod';
import { reviewDatesInputShape } from './content-inputs';
import { REVIEW_TEXTS_BY_LOCALE } from './content-review';
import { DEFAULT_DIGIT_STYLE, DIGIT_STYLES } from './digits';
import { DEFAULT_RETENTION, DEFAULT_SIGN_IN, DEFAULT_TIME_ZONE } from './settings-defaults';
import type { SettingsTranslations } from './settings-translations';

const text = (max: number) => z.string().trim().min(1, 'Please fill in this field.').max(max);
const link = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Please enter a full web address starting with http:// or https://.');
const overrideText = (max = 5_000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine(
    (value) => value === null || z.email().safeParse(value).success,
    'Please enter a valid email address.',
  );

export const publicSettingsSchema = z.object({
  siteName: text(200),
  contact: z.object({
    city: text(100),
    country: text(100),
    phone: text(50),
    email: z.email('Please enter a valid email address.'),
  }),
  emergencyLine: text(200),
  emergencyPhone: z
    .string()
    .trim()
    .min(1, 'Please fill in this field.')
    .max(30)
    .regex(/^\+?[0-9][0-9 -]*$/, 'Please enter a number to call: digits, spaces, and a + at the start.'),
  /** The privacy notice page's text; null keeps the built-in notice. */
  privacyNotice: overrideText(20_000),
  arabicDigits: z.enum(DIGIT_STYLES).default(DEFAULT_DIGIT_STYLE),
  social: z.object({ facebook: link, x: link, instagram: link, youtube: link, linkedin: link }),
  parentWebsite: link,
  /** Overrides of the about section's texts; null keeps the built-in text. */
  about: z.object({
    welcome: overrideText(),
    mission: overrideText(),
    vision: overrideText(),
    values: overrideText(),
    history: overrideText(),
  }),
  /** The About texts' review; the next may not come before the last. Left out, none is set. */
  aboutReview: z
    .object({
      reviewedOn: reviewDatesInputShape.reviewedOn,
      nextReviewOn: reviewDatesInputShape.nextReviewOn,
      reviewerName: reviewDatesInputShape.reviewerName,
    })
    .refine(
      (review) => !review.reviewedOn || !review.nextReviewOn || review.nextReviewOn >= review.reviewedOn,
      {
        message: REVIEW_TEXTS_BY_LOCALE.en.nextBeforeReviewed,
        path: ['nextReviewOn'],
      },
    )
    .default({ reviewedOn: null, nextReviewOn: null, reviewerName: null }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** One text's twin in another language: optional, and an empty one means 'none'. */
const twin = (max: number) => z.string().trim().max(max).optional();
/** The visitors' texts in Arabic (settings-translations.ts), nested like the settings. */
const arabicTexts = z.object({
  siteName: twin(200),
  contact: z.object({ city: twin(100), country: twin(100) }).optional(),
  emergencyLine: twin(200),
  privacyNotice: twin(20_000),
  about: z
    .object({
      welcome: twin(5_000),
      mission: twin(5_000),
      vision: twin(5_000),
      values: twin(5_000),
      history: twin(5_000),
    })
    .optional(),
});
/** Left out of a write, the stored translations stay (service.ts). */
const settingsTranslations = z.object({
  ar: arabicTexts.optional(),
}) satisfies z.ZodType<SettingsTranslations>;

/** Whether `zone` is a time zone this runtime knows (an IANA name such as `Asia/Baghdad`). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

const retentionDays = z.coerce
  .number({ error: 'Please enter a number of days.' })
  .int('Please enter a whole number of days.')
  .min(1, 'Keep them at least 1 day.')
  .max(3650, 'Keep them at most 3650 days.');

export const siteSettingsSchema = publicSettingsSchema.extend({
  /** Where each department's inquiries go; null sends them to CONTACT_TO. */
  departmentEmails: z.object({
    generalInquiry: optionalEmail,
    appointmentScheduling: optionalEmail,
    medicalEducation: optionalEmail,
    jobOpportunities: optionalEmail,
  }),
  retention: z
    .object({
      inquiryDays: retentionDays,
      outboxDays: retentionDays,
    })
    .default({ ...DEFAULT_RETENTION }),
  /** Staff sign-in rules (docs/staff-accounts.md); off by default. */
  signIn: z
    .object({ requireSecondFactor: z.boolean(), requirePasswordChange: z.boolean() })
    .default({ ...DEFAULT_SIGN_IN }),
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, 'Please choose a time zone such as Asia/Baghdad.')
    .default(DEFAULT_TIME_ZONE),
  translations: settingsTranslations.optional(),
});
/** The settings screen's retention section. */
export const RETENTION_TEXTS = {
  section: 'Keeping personal data',
  hint: 'Older contact inquiries and sent mail records are deleted automatically, a few times a day. After the inquiries’ period, the audit log keeps only the name of the content an entry is about, not what was written.',
  inquiryDays: 'Keep contact inquiries for (days)',
  outboxDays: 'Keep mail records for (days)',
} as const;

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

export {
  DEFAULT_RETENTION,
  DEFAULT_SETTINGS,
  DEFAULT_SIGN_IN,
  DEPARTMENT_KEYS,
  SETTINGS_PATHS,
} from './settings-defaults';
