/**
 * Health pages' review dates (docs/content-review.md): the news items and institutions whose next
 * review is due within REVIEW_DUE_NOTICE_DAYS or overdue, for the dashboard home, and the mails to
 * each one's owner (its chosen owner, else its last editor) a week before and on the day. Each
 * mail is claimed by item, due day and kind, so a fleet, or a pass run again, sends it once.
 */
import type { Role } from '@authority/shared/constants';
import {
  REVIEW_DUE_NOTICE_DAYS,
  REVIEW_OWNER_ROLES,
  REVIEW_TEXTS_BY_LOCALE,
  type ReviewDueRow,
  type ReviewOwner,
} from '@authority/shared/content-review';
import { CONTENT_TYPES } from '@authority/shared/content-types';
import { ENGLISH_DATE_NAMES, formatLongDate } from '@authority/shared/format-date';
import { PAGES_AR } from '@authority/shared/i18n/pages-ar';
import type { Locale } from '@authority/shared/locales';
import { ROUTES } from '@authority/shared/routes';
import type { SiteSettings } from '@authority/shared/settings';
import { staffMail } from '@authority/shared/staff-mail';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentRevisions, news, organizations, siteSettings, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { loadSettings } from '../../lib/site-settings.js';
import { claimOnce, mailStaff, staffRecipients } from '../../lib/staff-mail.js';
import { dayIn } from '../event-forms/index.js';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The two types that carry review dates, with the entity their revisions are kept under. */
const REVIEWED = [
  { type: 'news', table: news, entity: CONTENT_TYPES.news.entity },
  { type: 'institutions', table: organizations, entity: CONTENT_TYPES.institutions.entity },
] as const;

interface DueItem {
  type: ReviewDueRow['type'];
  entity: string;
  itemId: number;
  title: string;
  nextReviewOn: string;
  ownerId: number | null;
}

/** Published items whose review is due by `until` (a day). */
const dueCondition = (table: (typeof REVIEWED)[number]['table'], until: string) =>
  and(eq(table.isPublished, true), isNotNull(table.nextReviewOn), lte(table.nextReviewOn, until));

/** The About texts' review day when it falls by `until`. */
const aboutDueBy = (settings: SiteSettings, until: string): string | undefined => {
  const day = settings.aboutReview.nextReviewOn;
  return day && day <= until ? day : undefined;
};

/** Today in the site's time zone, and the last day a review counts as due (the notice days ahead). */
function dueWindow(settings: SiteSettings, now: Date): { today: string; until: string } {
  const today = dayIn(settings.timeZone, now);
  return { today, until: addDays(today, REVIEW_DUE_NOTICE_DAYS) };
}

/**
 * Published items due by `until` (a day), soonest first, with the account that owns each review;
 * the About texts too, owned by whoever saved the settings last.
 */
async function dueBy(db: Database, until: string, settings: SiteSettings): Promise<DueItem[]> {
  const items: DueItem[] = [];
  const aboutDue = aboutDueBy(settings, until);
  if (aboutDue) {
    const [row] = await db
      .select({ by: siteSettings.updatedBy })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    items.push({
      type: 'about',
      entity: 'settings',
      itemId: 1,
      title: '',
      nextReviewOn: aboutDue,
      ownerId: row?.by ?? null,
    });
  }
  for (const { type, table, entity } of REVIEWED) {
    const rows = await db
      .select({
        id: table.id,
        title: table.name,
        nextReviewOn: table.nextReviewOn,
        ownerId: table.reviewOwnerId,
      })
      .from(table)
      .where(dueCondition(table, until))
      .orderBy(asc(table.nextReviewOn), asc(table.id))
      .limit(200);
    const lastEditors = await lastEditorsOf(
      db,
      entity,
      rows.filter((row) => row.ownerId === null).map((row) => row.id),
    );
    for (const row of rows) {
      items.push({
        type,
        entity,
        itemId: row.id,
        title: row.title,
        nextReviewOn: row.nextReviewOn ?? until,
        ownerId: row.ownerId ?? lastEditors.get(row.id) ?? null,
      });
    }
  }
  return items.sort((a, b) => a.nextReviewOn.localeCompare(b.nextReviewOn));
}

/** Who saved each item last, from its revisions: one query for every item of the list. */
async function lastEditorsOf(db: Database, entity: string, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([contentRevisions.entityId], {
      itemId: contentRevisions.entityId,
      userId: contentRevisions.actorUserId,
    })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entity, entity), inArray(contentRevisions.entityId, ids)))
    .orderBy(contentRevisions.entityId, desc(contentRevisions.id));
  return new Map(
    rows.flatMap((row) => (row.userId === null ? [] : [[Number(row.itemId), row.userId] as const])),
  );
}

/** The accounts a review may be given to, by name: Editors read this, so no addresses. */
export async function reviewOwners(db: Database): Promise<{ items: ReviewOwner[] }> {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.role, [...REVIEW_OWNER_ROLES]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return { items: rows.map(({ id, first, last }) => ({ id, name: `${first} ${last}`.trim() })) };
}

/** A write's chosen owner must be an account that writes content (a deleted one is refused too). */
export async function checkReviewOwner(db: Database, ownerId: unknown): Promise<void> {
  if (typeof ownerId !== 'number') return;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), inArray(users.role, [...REVIEW_OWNER_ROLES])));
  if (account) return;
  const message = REVIEW_TEXTS_BY_LOCALE.en.ownerNotAllowed;
  throw AppError.badRequest(message, { reviewOwnerId: [message] });
}

/**
 * Whether `role` sees the About texts' review among the due ones: they are reviewed in the
 * settings, which only a SuperAdmin opens (their mail goes to whoever saved the settings last).
 */
const seesAbout = (role: Role) => role === 'SuperAdmin';

/** How many reviews are due within the notice days, and how many of them are past: SQL counts. */
export async function dueReviewCounts(
  db: Database,
  now: Date,
  role: Role,
): Promise<{ due: number; overdue: number }> {
  const settings = await loadSettings(db);
  const { today, until } = dueWindow(settings, now);
  const counts = await Promise.all(
    REVIEWED.map(async ({ table }) => {
      const [row] = await db
        .select({
          due: count(),
          overdue: sql<number>`count(*) filter (where ${table.nextReviewOn} < ${today})`.mapWith(Number),
        })
        .from(table)
        .where(dueCondition(table, until));
      return row ?? { due: 0, overdue: 0 };
    }),
  );
  const about = seesAbout(role) ? aboutDueBy(settings, until) : undefined;
  if (about) counts.push({ due: 1, overdue: about < today ? 1 : 0 });
  return {
    due: counts.reduce((sum, row) => sum + row.due, 0),
    overdue: counts.reduce((sum, row) => sum + row.overdue, 0),
  };
}

/** The reviews due within the notice days that `role` can open, soonest first. */
export async function dueReviews(db: Database, now: Date, role: Role): Promise<{ items: ReviewDueRow[] }> {
  const settings = await loadSettings(db);
  const { today, until } = dueWindow(settings, now);
  const items = (await dueBy(db, until, settings)).filter((item) => item.type !== 'about' || seesAbout(role));
  const ownerIds = [...new Set(items.map((item) => item.ownerId).filter((id): id is number => id !== null))];
  const owners = ownerIds.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ownerIds))
    : [];
  const ownerEmail = new Map(owners.map((owner) => [owner.id, owner.email]));
  return {
    items: items.map((item) => ({
      type: item.type,
      itemId: item.itemId,
      title: item.title,
      nextReviewOn: item.nextReviewOn,
      overdue: item.nextReviewOn < today,
      owner: item.ownerId === null ? null : (ownerEmail.get(item.ownerId) ?? null),
    })),
  };
}

const dayWords = (locale: Locale, day: string) =>
  formatLongDate(day, locale === 'ar' ? PAGES_AR.dates : ENGLISH_DATE_NAMES);

/**
 * Mails each due item's owner: once when it comes within a week ('soon'), once on or after its
 * day ('today'). Answers how many mails it queued.
 */
export async function mailDueReviews(ctx: { db: Database; now: Date; publicUrl: string }): Promise<number> {
  const settings = await loadSettings(ctx.db);
  const { today, until } = dueWindow(settings, ctx.now);
  let queued = 0;
  for (const item of await dueBy(ctx.db, until, settings)) {
    if (item.ownerId === null) continue;
    const when = item.nextReviewOn <= today ? 'today' : 'soon';
    // An item first seen on its day gets only the day's mail, not a late 'in a week'.
    if (
      !(await claimOnce(
        ctx.db,
        `review-due:${item.entity}:${item.itemId}:${item.nextReviewOn}:${when}`,
        ctx.now,
      ))
    )
      continue;
    const owners = await staffRecipients(ctx.db, 'reviewDue', { only: [item.ownerId] });
    const screen = item.type === 'about' ? 'settings' : CONTENT_TYPES[item.type].dashboardChild;
    const link = `${ctx.publicUrl}${ROUTES.dashboardChild(screen)}`;
    queued += await mailStaff(
      ctx.db,
      owners,
      'review-due',
      (to) => {
        const t = REVIEW_TEXTS_BY_LOCALE[to.locale].mailDue;
        const day = dayWords(to.locale, item.nextReviewOn);
        const title = item.type === 'about' ? REVIEW_TEXTS_BY_LOCALE[to.locale].aboutTitle : item.title;
        return staffMail(to.locale, {
          subject: when === 'today' ? t.subjectToday(title) : t.subjectSoon(title),
          lines: [
            when === 'today' ? t.introToday(title, day) : t.introSoon(title, day),
            REVIEW_TEXTS_BY_LOCALE[to.locale].openIt(link),
          ],
          publicUrl: ctx.publicUrl,
        });
      },
      ctx.now,
    );
  }
  return queued;
}
