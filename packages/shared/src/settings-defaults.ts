/**
 * The site settings' defaults and shape without zod, so public pages can use them without
 * loading the validation library (settings.ts holds the schemas and re-exports these).
 */
import type { Department } from './constants';
import { DEFAULT_DIGIT_STYLE, type DigitStyle } from './digits';
import type { SettingsTextPath, SettingsTranslations } from './settings-translations';
import { SITE } from './site';

export interface PublicSettings {
  siteName: string;
  contact: { city: string; country: string; phone: string; email: string };
  emergencyLine: string;
  /** The emergency number: a `tel:` link in the footer and the forms' emergency notice. */
  emergencyPhone: string;
  /** The privacy notice page's text (`/privacy`); null keeps the built-in notice. */
  privacyNotice: string | null;
  /** How long contact inquiries are kept, in days: the privacy notice says so. */
  retention: { inquiryDays: number; outboxDays: number };
  /** The digits of the Arabic pages' numbers (docs/I18N.md). */
  arabicDigits: DigitStyle;
  social: { facebook: string; x: string; instagram: string; youtube: string; linkedin: string };
  parentWebsite: string;
  /** Overrides of the about section's texts; null keeps the built-in text. */
  about: {
    welcome: string | null;
    mission: string | null;
    vision: string | null;
    values: string | null;
    history: string | null;
  };
  /**
   * The About texts' review (docs/content-review.md): when they were last checked, by whom, and
   * when next; the About section says so where set.
   */
  aboutReview: { reviewedOn: string | null; nextReviewOn: string | null; reviewerName: string | null };
  /** In a read in another language: the texts shown in the default language for want of a translation. */
  untranslated?: readonly SettingsTextPath[];
}

export interface SiteSettingsShape extends PublicSettings {
  departmentEmails: {
    generalInquiry: string | null;
    appointmentScheduling: string | null;
    medicalEducation: string | null;
    jobOpportunities: string | null;
  };
  /**
   * Staff sign-in rules (docs/staff-accounts.md). Both off by default, so a fresh install signs in
   * exactly as SPEC describes.
   */
  signIn: { requireSecondFactor: boolean; requirePasswordChange: boolean };
  /** The authority's time zone (IANA): the events' calendar entries are in it. */
  timeZone: string;
  /** The visitors' texts in the other languages (settings-translations.ts). */
  translations: SettingsTranslations;
}

/** Where the authority is: +964 numbers, Arabia Standard Time. */
export const DEFAULT_TIME_ZONE = 'Asia/Baghdad';

export const DEFAULT_RETENTION = { inquiryDays: 365, outboxDays: 30 } as const;
export const DEFAULT_SIGN_IN = { requireSecondFactor: false, requirePasswordChange: false } as const;

export const DEFAULT_SETTINGS: SiteSettingsShape = {
  siteName: SITE.name,
  contact: {
    city: SITE.contact.city,
    country: SITE.contact.country,
    phone: SITE.contact.phone,
    email: SITE.contact.email,
  },
  emergencyLine: SITE.contact.emergency,
  emergencyPhone: SITE.contact.emergencyPhone,
  privacyNotice: null,
  arabicDigits: DEFAULT_DIGIT_STYLE,
  social: { ...SITE.social },
  parentWebsite: SITE.parentWebsite,
  about: { welcome: null, mission: null, vision: null, values: null, history: null },
  aboutReview: { reviewedOn: null, nextReviewOn: null, reviewerName: null },
  departmentEmails: {
    generalInquiry: null,
    appointmentScheduling: null,
    medicalEducation: null,
    jobOpportunities: null,
  },
  retention: { ...DEFAULT_RETENTION },
  signIn: { ...DEFAULT_SIGN_IN },
  timeZone: DEFAULT_TIME_ZONE,
  translations: {},
};

/** The settings key of each department (body keys are field names, so they cannot be the names). */
export const DEPARTMENT_KEYS = {
  'General Inquiry': 'generalInquiry',
  'Appointment Scheduling': 'appointmentScheduling',
  'Medical Education': 'medicalEducation',
  'Job Opportunities': 'jobOpportunities',
} as const satisfies Record<Department, keyof SiteSettingsShape['departmentEmails']>;

export const SETTINGS_PATHS = {
  public: '/settings',
  full: '/settings/full',
  /** SuperAdmin: whether mail can go out, and how much waits (decision 008). */
  mailStatus: '/mail-status',
} as const;
