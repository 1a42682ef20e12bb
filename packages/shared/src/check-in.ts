/** The check-in call's schemas (decision 038), apart from tickets.ts so public pages stay free of zod. */
import { z } from 'zod';
import { CHECK_IN_RESULTS } from './tickets';

export const checkInSchema = z.object({
  /** The QR's text or the short code. */
  code: z.string().trim().min(1).max(200),
  /** When an offline device scanned it; absent: now. The earliest scan of a ticket wins. */
  at: z.iso.datetime().optional(),
});
export type CheckInInput = z.infer<typeof checkInSchema>;

export const checkInAnswerSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** The registrant's name, when the code names a registration of this event. */
  name: z.string().nullable(),
  /** When they were checked in (this scan's, or the earlier one's). */
  at: z.string().nullable(),
  /** Who checked them in. */
  by: z.string().nullable(),
  kind: z.enum(['registration', 'sponsor']).nullable(),
  /** A sponsor's class. */
  classification: z.string().nullable().optional(),
  /** The other event's name, for `other-event`. */
  otherEvent: z.string().nullable().optional(),
});
