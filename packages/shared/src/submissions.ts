/**
 * An event's submissions: the lists staff and share-link holders read, their columns
 * (shared by the CSV and the web tables), and the calls.
 */
import { z } from 'zod';
import type { Locale } from './locales';

export const SUBMISSION_TEXTS = {
  linkInvalid: 'This link is invalid or has expired.',
  linkCreated: 'A new share link was created. Any earlier link no longer works.',
  linkRevoked: 'The share link was revoked. It no longer works.',
  noSubmissions: 'No submissions yet.',
  linkFormatChanged:
    'This link is in an old format that is no longer accepted. Ask the organisers for a new link.',
  linkExpires: (when: string) => `The share link works until ${when}.`,
  linkLifetime: 'Link works for',
  linkLifetimeDays: (days: number) => `${days} days`,
} as const;

/**
 * The share key travels in the link's fragment (`/viewSubmission/{id}#key=…`, never sent to a
 * server or logged) and from the page to the API in this header, never in a query string
 * (docs/decisions/008-share-links-and-mail-privacy.md).
 */
export const SHARE_KEY_HEADER = 'x-share-key';

/** How long a new share link works, chosen when it is made. */
export const SHARE_LINK_DAYS = [7, 30, 90] as const;
export const DEFAULT_SHARE_LINK_DAYS = 30;

export const shareLinkCreateSchema = z
  .object({
    days: z.literal(SHARE_LINK_DAYS).optional().default(DEFAULT_SHARE_LINK_DAYS),
  })
  .nullish()
  .transform((body) => ({ days: body?.days ?? DEFAULT_SHARE_LINK_DAYS }));

/**
 * The share link of an event as staff see it: whether one works now, until when, and when and by
 * whom it was made (null where the audit log no longer has it).
 */
export interface ShareLinkStatus {
  active: boolean;
  expiresAt: string | null;
  createdAt: string | null;
  createdBy: string | null;
}

/** The key read from a share link's fragment (`#key=…`), or null. */
export function shareKeyOfFragment(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key ? key : null;
}

export const SUBMISSION_KINDS = ['registrations', 'sponsors'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSIONS_PAGE_SIZE = 25;

/** The columns a list can be sorted by (the server sorts, as it pages). */
export const SUBMISSION_SORT_FIELDS = [
  'fullName',
  'company',
  'classification',
  'email',
  'jobTitle',
  'country',
  'city',
  'createdAt',
] as const;
export type SubmissionSortField = (typeof SUBMISSION_SORT_FIELDS)[number];

export const submissionListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(SUBMISSIONS_PAGE_SIZE),
  sort: z.enum(SUBMISSION_SORT_FIELDS).optional().default('createdAt'),
  direction: z.enum(['asc', 'desc']).optional().default('desc'),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;

/** Each column's heading, in each language the dashboard speaks (the CSV's too). */
const HEADINGS = {
  en: {
    createdAt: 'Submitted',
    title: 'Title',
    fullName: 'Full name',
    status: 'Status',
    gender: 'Gender',
    email: 'E-mail',
    phone: 'Phone',
    country: 'Country',
    city: 'City',
    jobTitle: 'Job title',
    notes: 'Notes',
    isWorkshop: 'Workshop',
    workShop: 'Workshop name',
    company: 'Company',
    specialty: 'Specialty',
    website: 'Website',
    classification: 'Classification',
    locale: 'Language',
    attendedAt: 'Checked in',
    attendedByName: 'Checked in by',
  },
  ar: {
    createdAt: 'تاريخ الإرسال',
    title: 'اللقب',
    fullName: 'الاسم الكامل',
    status: 'الحالة',
    gender: 'الجنس',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    country: 'البلد',
    city: 'المدينة',
    jobTitle: 'المسمى الوظيفي',
    notes: 'ملاحظات',
    isWorkshop: 'ورشة عمل',
    workShop: 'اسم ورشة العمل',
    company: 'الشركة',
    specialty: 'التخصص',
    website: 'الموقع الإلكتروني',
    classification: 'فئة الرعاية',
    locale: 'اللغة',
    attendedAt: 'وقت الحضور',
    attendedByName: 'سجّل الحضور',
  },
} as const satisfies Record<Locale, Record<string, string>>;
type SubmissionField = keyof (typeof HEADINGS)['en'];

/**
 * Each list's fields in the order the reader needs them : who, their company
 * and package, how to reach them, then the rest; the last says the language of the page the form
 * was sent from. `phone` is the dial code and the number together, one thing to call.
 */
const FIELDS = {
  registrations: [
    'fullName',
    'status',
    'jobTitle',
    'email',
    'phone',
    'title',
    'gender',
    'country',
    'city',
    'notes',
    'isWorkshop',
    'workShop',
    'createdAt',
    'attendedAt',
    'attendedByName',
    'locale',
  ],
  sponsors: [
    'fullName',
    'status',
    'company',
    'classification',
    'email',
    'phone',
    'specialty',
    'website',
    'title',
    'gender',
    'jobTitle',
    'country',
    'city',
    'createdAt',
    'attendedAt',
    'attendedByName',
    'locale',
  ],
} as const satisfies Record<SubmissionKind, readonly SubmissionField[]>;

/** The workshop columns: SPEC §3's form always sends `IsWorkshop false`, so they show only when a row says otherwise. */
const WORKSHOP_FIELDS: readonly SubmissionField[] = ['isWorkshop', 'workShop'];

/**
 * Columns in order, `[field, heading]`, with the headings in `locale`; the workshop columns only
 * when one of `rows` is for a workshop (never empty columns).
 */
export const submissionColumns = (
  kind: SubmissionKind,
  locale: Locale,
  rows: readonly Readonly<Record<string, unknown>>[] = [],
) => {
  const workshops = rows.some((row) => row.isWorkshop === true);
  return FIELDS[kind]
    .filter((field) => workshops || !WORKSHOP_FIELDS.includes(field))
    .map((field) => [field, HEADINGS[locale][field]] as const);
};

/** The phone to call: the dial code and the number ('+964 7701234567'). */
export function phoneOf(row: Readonly<Record<string, unknown>>): string {
  const code = typeof row.countryCode === 'string' ? row.countryCode : '';
  const number = typeof row.phoneNumber === 'string' ? row.phoneNumber : '';
  return [code, number].filter(Boolean).join(' ');
}

/** Columns in order, `[field, heading]`, in English. */
export const SUBMISSION_COLUMNS = {
  registrations: submissionColumns('registrations', 'en'),
  sponsors: submissionColumns('sponsors', 'en'),
} as const;

export type SubmissionRow = Record<string, string | number | boolean | null> & {
  id: number;
  createdAt: string;
};

export interface SubmissionPage {
  event: { id: number; eventName: string; date: string; isActive: boolean };
  items: SubmissionRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** Under the public base; `.csv` gives the whole list as a spreadsheet file. */
export const SUBMISSION_PATHS = {
  list: (eventId: number | string, kind: SubmissionKind) => `/events/${eventId}/${kind}`,
  csv: (eventId: number | string, kind: SubmissionKind) => `/events/${eventId}/${kind}.csv`,
  shareLink: (eventId: number | string) => `/events/${eventId}/share-link`,
} as const;
