/** The counts on the dashboard's home: what needs attention . */
import { missingTranslations, type Translations } from '@authority/shared/content-translations';
import { CONTENT_KEYS, CONTENT_TYPES, type ContentKey } from '@authority/shared/content-types';
import type { StaffSummary } from '@authority/shared/staff-summary';
import { and, count, desc, eq, gt, isNull, ne, not } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { CONTENT_TABLES } from '../../db/content-tables.js';
import {
  auditLog,
  contactInquiries,
  eventRegistrations,
  mailOutbox,
  sponsorRegistrations,
  users,
} from '../../db/schema.js';
import { visibleAt } from '../../lib/publication.js';

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

/** Items of each content type with a visitor-facing field left empty in Arabic (docs/I18N.md 'Content'). */
async function untranslated(db: Database): Promise<StaffSummary['untranslated']> {
  const byType = Object.fromEntries(CONTENT_KEYS.map((key) => [key, 0])) as Record<ContentKey, number>;
  for (const key of CONTENT_KEYS) {
    const rows = (await db.select().from(CONTENT_TABLES[key])) as (Record<string, unknown> & {
      translations: Translations | null;
    })[];
    byType[key] = rows.filter(
      (row) => missingTranslations(row, row.translations, 'ar', CONTENT_TYPES[key].translatable).length > 0,
    ).length;
  }
  return { total: Object.values(byType).reduce((sum, n) => sum + n, 0), byType };
}

/** Items of each content type visitors do not see at `now`: drafts, and those scheduled for later. */
async function unpublished(db: Database, now: Date): Promise<StaffSummary['unpublished']> {
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
  const byType = Object.fromEntries(counts) as Record<ContentKey, number>;
  return { total: counts.reduce((sum, [, n]) => sum + n, 0), byType };
}

export async function staffSummary(db: Database, userId: number, now: Date): Promise<StaffSummary> {
  const since = await lastVisit(db, userId);
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [newInquiries, registrations, sponsors, outbox, missing, notShown] = await Promise.all([
    countOf(db.select({ n: count() }).from(contactInquiries).where(isNull(contactInquiries.handledAt))),
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
    untranslated(db),
    unpublished(db, now),
  ]);
  return {
    newInquiries,
    registrationsSinceLastVisit: registrations + sponsors,
    lastVisitAt: since.first ? null : since.at.toISOString(),
    untranslated: missing,
    unpublished: notShown,
    outbox,
  };
}
