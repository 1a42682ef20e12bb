/**
 * The counts on the dashboard's home: what needs attention. Every figure is an SQL count, so the
 * home stays quick however much content there is (docs/content-review.md).
 */

import type { Role } from '@authority/shared/constants';
import { canPublish } from '@authority/shared/content-review';
import type { ContentKey } from '@authority/shared/content-types';
import type { StaffSummary } from '@authority/shared/staff-summary';
import { and, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, eventRegistrations, mailOutbox, sponsorRegistrations, users } from '../../db/schema.js';
import { contentCounts, dueReviewCounts, pendingReviewCount } from '../content/index.js';
import { newInquiryCounts } from '../inquiries/index.js';

/** The sign-in before the one in use now; else when the account was made. */
async function lastVisit(db: Database, userId: number): Promise<{ at: Date; first: boolean }> {
  const signIns = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'login.success'), eq(auditLog.actorUserId, userId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(2);
  const previous = signIns[1];
  if (previous) return { at: previous.at, first: false };
  const [account] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId));
  return { at: account?.at ?? new Date(0), first: true };
}

const totalled = (byType: Record<ContentKey, number>) => ({
  total: Object.values(byType).reduce((sum, n) => sum + n, 0),
  byType,
});

/** What concerns people (inquiries, registrations, mail): not for an Editor. */
async function personalCounts(db: Database, userId: number) {
  const since = await lastVisit(db, userId);
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [byDepartment, registrations, sponsors, outbox] = await Promise.all([
    newInquiryCounts(db),
    countOf(
      db.select({ n: count() }).from(eventRegistrations).where(gt(eventRegistrations.createdAt, since.at)),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(sponsorRegistrations)
        .where(gt(sponsorRegistrations.createdAt, since.at)),
    ),
    countOf(db.select({ n: count() }).from(mailOutbox).where(ne(mailOutbox.status, 'sent'))),
  ]);
  return {
    newInquiries: Object.values(byDepartment).reduce((sum, n) => sum + n, 0),
    newInquiriesByDepartment: byDepartment,
    registrationsSinceLastVisit: registrations + sponsors,
    lastVisitAt: since.first ? null : since.at.toISOString(),
    outbox,
  };
}

export async function staffSummary(
  db: Database,
  staff: { userId: number; role: Role },
  now: Date,
): Promise<StaffSummary> {
  const [personal, content, pendingReviews, due] = await Promise.all([
    canPublish(staff.role) ? personalCounts(db, staff.userId) : undefined,
    contentCounts(db, 'ar', now),
    pendingReviewCount(db),
    dueReviewCounts(db, now, staff.role),
  ]);
  return {
    newInquiries: personal?.newInquiries ?? null,
    newInquiriesByDepartment: personal?.newInquiriesByDepartment ?? null,
    registrationsSinceLastVisit: personal?.registrationsSinceLastVisit ?? null,
    lastVisitAt: personal?.lastVisitAt ?? null,
    untranslated: totalled(content.untranslated),
    unpublished: totalled(content.unpublished),
    outbox: personal?.outbox ?? null,
    reviews: { pending: pendingReviews, ...due },
  };
}
