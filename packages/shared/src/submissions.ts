/**
 * An event's submissions: the lists staff and share-link holders read, their columns
 * (shared by the CSV and the web tables), and the calls.
 */
import { z } from 'zod';

export const SUBMISSION_TEXTS = {
  linkInvalid: 'This link is invalid or has expired.',
  linkCreated: 'A new share link was created. Any earlier link no longer works.',
  linkRevoked: 'The share link was revoked. It no longer works.',
  noSubmissions: 'No submissions yet.',
} as const;

export const SUBMISSION_KINDS = ['registrations', 'sponsors'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSIONS_PAGE_SIZE = 25;

export const submissionListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(SUBMISSIONS_PAGE_SIZE),
  /** The share key of `/viewSubmission/{id}?key=…`, for readers who are not signed in. */
  key: z.string().max(200).optional(),
});

const personColumns = [
  ['createdAt', 'Submitted'],
  ['title', 'Title'],
  ['fullName', 'Full name'],
  ['gender', 'Gender'],
  ['email', 'E-mail'],
  ['countryCode', 'Dial code'],
  ['phoneNumber', 'Phone'],
  ['country', 'Country'],
  ['city', 'City'],
  ['jobTitle', 'Job title'],
] as const;

/** Columns in order: [field, heading]. */
export const SUBMISSION_COLUMNS = {
  registrations: [
    ...personColumns,
    ['notes', 'Notes'],
    ['isWorkshop', 'Workshop'],
    ['workShop', 'Workshop name'],
  ],
  sponsors: [
    ...personColumns,
    ['company', 'Company'],
    ['specialty', 'Specialty'],
    ['website', 'Website'],
    ['classification', 'Classification'],
  ],
} as const satisfies Record<SubmissionKind, readonly (readonly [string, string])[]>;

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
