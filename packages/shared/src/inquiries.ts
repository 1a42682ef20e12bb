/** Contact inquiries as staff read them. */
import { z } from 'zod';
import { DEPARTMENTS, type Role } from './constants';
import type { Locale } from './locales';

export const INQUIRIES_PAGE_SIZE = 25;

/** Where an inquiry stands in the departments' inbox: a new one waits for someone to take it. */
export const INQUIRY_STATUSES = ['new', 'in-progress', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** What an inquiry's thread holds besides the visitor's message: a reply mailed to them, or a note among staff. */
export const INQUIRY_ENTRY_KINDS = ['reply', 'note'] as const;
export type InquiryEntryKind = (typeof INQUIRY_ENTRY_KINDS)[number];

/** An inquiry is still waiting for the authority while it is new or in progress. */
export const OPEN_INQUIRY_STATUSES = ['new', 'in-progress'] as const satisfies readonly InquiryStatus[];
/** The 'handled' mark of the first inquiries screen, kept for API clients: an answered or closed inquiry. */
export const isHandledStatus = (status: InquiryStatus) => status === 'answered' || status === 'closed';

/** Who answers inquiries: door staff and editors see no personal data. */
export const INQUIRY_ASSIGNEE_ROLES = ['SuperAdmin', 'Admin'] as const satisfies readonly Role[];

/** Whose inquiries: the caller's own, nobody's yet, or one account's (its id). */
export const INQUIRY_ASSIGNEE_FILTERS = ['mine', 'unassigned'] as const;
/** 'newest': newest first. 'waiting': the open ones first, longest waiting first; then the rest, newest first. */
export const INQUIRY_ORDERS = ['newest', 'waiting'] as const;
export type InquiryOrder = (typeof INQUIRY_ORDERS)[number];

export const inquiryListQuerySchema = z.object({
  department: z.enum(DEPARTMENTS).optional(),
  handled: z.enum(['true', 'false']).optional(),
  status: z.enum(INQUIRY_STATUSES).optional(),
  assignee: z
    .union([z.enum(INQUIRY_ASSIGNEE_FILTERS), z.coerce.number().int().min(1).max(2_147_483_647)])
    .optional(),
  order: z.enum(INQUIRY_ORDERS).optional().default('newest'),
  search: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(INQUIRIES_PAGE_SIZE),
});

export const inquiryHandledSchema = z.object({ handled: z.boolean() });

/** The longest reply or note staff may write. */
export const INQUIRY_ENTRY_MAX = 10_000;
const entryBody = z.string().trim().min(1).max(INQUIRY_ENTRY_MAX);

export const inquiryStatusSchema = z.object({ status: z.enum(INQUIRY_STATUSES) });
/** 'me', another staff account's id, or null for nobody. */
export const inquiryAssignSchema = z.object({
  assignee: z.union([z.literal('me'), z.number().int().min(1).max(2_147_483_647), z.null()]),
});
export const inquiryNoteSchema = z.object({ body: entryBody });
/** A reply leaves the inquiry 'answered' unless staff choose another status. */
export const inquiryReplySchema = z.object({
  body: entryBody,
  status: z.enum(INQUIRY_STATUSES).optional().default('answered'),
});

export interface InquiryRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  department: string;
  message: string;
  /** The language of the page the message was sent from. */
  locale: Locale;
  submittedAt: string;
  handledAt: string | null;
  handledBy: string | null;
  status: InquiryStatus;
  statusChangedAt: string | null;
  assigneeId: number | null;
  /** The assignee's first and last name. */
  assigneeName: string | null;
  /** Minutes since it was submitted, by the server's clock. */
  waitedMinutes: number;
}

/** A reply mailed to the visitor, or a note among staff. */
export interface InquiryEntry {
  id: number;
  kind: InquiryEntryKind;
  body: string;
  authorName: string;
  createdAt: string;
  /** A reply's mail: pending until sent, then sent (or failed). */
  mailStatus: string | null;
}

export interface InquiryDetail {
  inquiry: InquiryRow;
  entries: InquiryEntry[];
}

/** A staff account an inquiry may be given to (not DoorStaff, not Editor). */
export interface InquiryAssignee {
  id: number;
  name: string;
  email: string;
}

/** The dashboard's page of one inquiry, `?id=` on the inbox. */
export const inquiryPagePath = (id: number | string) => `/dashboard/inquiries?id=${id}`;
export const inquiryPageUrl = (publicUrl: string, id: number | string) =>
  `${publicUrl}${inquiryPagePath(id)}`;

export const INQUIRY_PATHS = {
  list: '/inquiries',
  handled: (id: number | string) => `/inquiries/${id}`,
  /** GET: one inquiry with its thread. */
  one: (id: number | string) => `/inquiries/${id}`,
  status: (id: number | string) => `/inquiries/${id}/status`,
  assignee: (id: number | string) => `/inquiries/${id}/assignee`,
  notes: (id: number | string) => `/inquiries/${id}/notes`,
  replies: (id: number | string) => `/inquiries/${id}/replies`,
  /** GET: the accounts an inquiry may be assigned to. */
  assignees: '/inquiries/assignees',
} as const;
