/** What needs a staff member's attention, for the dashboard's home . */
import type { Department } from './constants';
import type { ContentKey } from './content-types';

/**
 * An Editor sees no personal data (docs/content-review.md): for them the counts of inquiries,
 * registrations and mail are null, and the home shows only what concerns content.
 */
export interface StaffSummary {
  /** Contact inquiries still new in the inbox (nobody has taken them). */
  newInquiries: number | null;
  /** The same, by department. */
  newInquiriesByDepartment: Record<Department, number> | null;
  /** Stand bookings and sponsor requests since this person's previous sign-in. */
  registrationsSinceLastVisit: number | null;
  /** When that previous sign-in was (ISO), or null for a first one (then: since the account was made). */
  lastVisitAt: string | null;
  /** Content items with a visitor-facing field whose Arabic twin is empty, by content type. */
  untranslated: { total: number; byType: Record<ContentKey, number> };
  /** Content items visitors do not see yet (drafts, and items scheduled for later), by content type. */
  unpublished: { total: number; byType: Record<ContentKey, number> };
  /** Mail not sent yet (waiting or being retried). */
  outbox: number | null;
  /** Review requests waiting, and health pages whose review is due within a week or overdue. */
  reviews: { pending: number; due: number; overdue: number };
}

/** Under the public base. */
export const STAFF_SUMMARY_PATH = '/staff-summary';
