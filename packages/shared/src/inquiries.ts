/** Contact inquiries as staff read them. */
import { z } from 'zod';
import { DEPARTMENTS } from './constants';
import type { Locale } from './locales';

export const INQUIRIES_PAGE_SIZE = 25;

/** Where an inquiry stands in the departments' inbox: a new one waits for someone to take it. */
export const INQUIRY_STATUSES = ['new', 'in-progress', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** What an inquiry's thread holds besides the visitor's message: a reply mailed to them, or a note among staff. */
export const INQUIRY_ENTRY_KINDS = ['reply', 'note'] as const;
export type InquiryEntryKind = (typeof INQUIRY_ENTRY_KINDS)[number];

export const inquiryListQuerySchema = z.object({
  department: z.enum(DEPARTMENTS).optional(),
  handled: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(INQUIRIES_PAGE_SIZE),
});

export const inquiryHandledSchema = z.object({ handled: z.boolean() });

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
}

export const INQUIRY_PATHS = {
  list: '/inquiries',
  handled: (id: number | string) => `/inquiries/${id}`,
} as const;
