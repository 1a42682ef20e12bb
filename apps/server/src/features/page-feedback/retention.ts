/**
 * Page feedback is kept as long as contact inquiries (the site settings' `inquiryDays`, 365 days
 * unless changed): a comment can hold personal data despite the warning, and no address is kept
 * with it, so it cannot be found by person for an export or an erase (docs/page-feedback.md).
 * The counts staff see cover only the last 30 days, so a whole row goes, not only its comment.
 */

import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pageFeedback } from '../../db/schema.js';

const DAY_MS = 86_400_000;

/** Deletes the votes (and their comments) older than `days`; how many went. */
export async function applyFeedbackRetention(db: Database, now: Date, days: number) {
  const removed = await db
    .delete(pageFeedback)
    .where(lt(pageFeedback.createdAt, new Date(now.getTime() - days * DAY_MS)))
    .returning({ id: pageFeedback.id });
  return removed.length;
}
