/** What needs a staff member's attention, for the dashboard's home . */
import type { ContentKey } from './content-types';

export interface StaffSummary {
  /** Contact inquiries nobody has marked handled. */
  newInquiries: number;
  /** Stand bookings and sponsor requests since this person's previous sign-in. */
  registrationsSinceLastVisit: number;
  /** When that previous sign-in was (ISO), or null for a first one (then: since the account was made). */
  lastVisitAt: string | null;
  /** Content items with a visitor-facing field whose Arabic twin is empty, by content type. */
  untranslated: { total: number; byType: Record<ContentKey, number> };
  /** Content items visitors do not see yet (drafts, and items scheduled for later), by content type. */
  unpublished: { total: number; byType: Record<ContentKey, number> };
  /** Mail not sent yet (waiting or being retried). */
  outbox: number;
}

/** Under the public base. */
export const STAFF_SUMMARY_PATH = '/staff-summary';
