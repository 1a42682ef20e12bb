/**
 * The counts on the dashboard's home: what needs attention. Every figure is an SQL count, so the
 * home stays quick however much content there is (docs/content-review.md).
 */

import type { Role } from '@authority/shared/constants';
import { canPublish } from '@authority/shared/content-review';
import { CONTENT_KEYS, type ContentKey } from '@authority/shared/content-types';
import type { StaffSummary } from '@authority/shared/staff-summary';
import { and, count, desc, eq, gt, ne, not } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { CONTENT_TABLES } from '../../db/content-tables.js';
import { auditLog, eventRegistrations, mailOutbox, sponsorRegistrations, users } from '../../db/schema.js';
import { visibleAt } from '../../lib/publication.js';
import { dueReviews, pendingReviewCount, untranslatedCounts } from '../content/index.js';
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

/** Items of each content type visitors do not see at `now`: drafts, and those scheduled for later. */
async function unpublished(db: Database, now: Date): Promise<Record<ContentKey, number>> {
  const counts = await Promise.all(
    CONTENT_KEYS.map(async (key) => {
      const table = CONTENT_TABLES[key];
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(not(visibleAt(table, now)));
      return [key, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ContentKey, number>;
}

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
  const [personal, missing, notShown, pendingReviews, due] = await Promise.all([
    canPublish(staff.role) ? personalCounts(db, staff.userId) : undefined,
    untranslatedCounts(db, 'ar'),
    unpublished(db, now),
    pendingReviewCount(db),
    dueReviews(db, now),
  ]);
  return {
    newInquiries: personal?.newInquiries ?? null,
    newInquiriesByDepartment: personal?.newInquiriesByDepartment ?? null,
    registrationsSinceLastVisit: personal?.registrationsSinceLastVisit ?? null,
    lastVisitAt: personal?.lastVisitAt ?? null,
    untranslated: totalled(missing),
    unpublished: totalled(notShown),
    outbox: personal?.outbox ?? null,
    reviews: {
      pending: pendingReviews,
      due: due.items.length,
      overdue: due.items.filter((item) => item.overdue).length,
    },
  };
}
