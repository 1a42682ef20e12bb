/** Personal data and the audit log, for a SuperAdmin. */
import { z } from 'zod';
import type { ContentKey } from './content-types';
import { isSimpleEmail, normalizeEmail } from './email-address';

export const PRIVACY_TEXTS = {
  erased: (rows: number) => `Erased ${rows} record${rows === 1 ? '' : 's'} about this e-mail address.`,
  nothingFound: 'Nothing is stored about this e-mail address.',
} as const;

/**
 * The address whose data is exported or erased: in the body, never in a URL (decision 008). The
 * forms' own rule and stored form (email-address.ts), so every address a form kept can be found.
 */
export const personalDataRequestSchema = z.object({
  email: z
    .string()
    .max(1000)
    .refine(isSimpleEmail, 'Please enter a valid email address.')
    .transform(normalizeEmail),
});

export const AUDIT_PAGE_SIZE = 50;

export const auditLogQuerySchema = z.object({
  action: z.string().trim().max(100).optional(),
  actor: z.string().trim().max(254).optional(),
  entity: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(AUDIT_PAGE_SIZE),
});

/**
 * The content item an audit entry is about : its name now, or as it was
 * when deleted, and whether it still exists (then the screen links to it).
 */
export interface AuditSubject {
  contentKey: ContentKey;
  id: string;
  name: string | null;
  exists: boolean;
}

/** Someone who appears in the audit log, for its 'Done by' drop-down. */
export interface AuditPerson {
  email: string;
  name: string | null;
}

export const PRIVACY_PATHS = {
  /** POST { email }: everything stored about the address, as a JSON file. */
  personalDataExport: '/personal-data/export',
  /** POST { email }: erases it. */
  personalDataErase: '/personal-data/erase',
  auditLog: '/audit-log',
  /** GET: everyone who appears in the audit log. */
  auditPeople: '/audit-log/people',
} as const;
