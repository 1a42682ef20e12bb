/**
 * Staff's side of page feedback (docs/page-feedback.md): the yes/no counts of the last
 * FEEDBACK_COUNT_DAYS days per page, counted by the database (one grouped query), and the
 * comments newest first, which staff mark handled or delete (both audited).
 */
import type { Locale } from '@authority/shared/locales';
import {
  FEEDBACK_COMMENTS_PAGE_SIZE,
  FEEDBACK_COUNT_DAYS,
  FEEDBACK_PAGES,
  type FeedbackCommentRow,
  type FeedbackCommentsAnswer,
  type FeedbackCountsAnswer,
  type FeedbackPage,
} from '@authority/shared/page-feedback';
import { PAGE_FEEDBACK_TEXTS_BY_LOCALE } from '@authority/shared/page-feedback-staff-texts';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, news, organizations, pageFeedback, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';

const DAY_MS = 86_400_000;

export interface StaffContext {
  db: Database;
  now: Date;
  ip: string;
  locale: Locale;
  actor: { id: number; email: string };
}

/** Each page's item names by id, in the default language (the row's own), for the ids asked. */
async function titlesOf(db: Database, wanted: { page: FeedbackPage; itemId: number }[]) {
  const ids = (page: FeedbackPage) => [
    ...new Set(wanted.filter((w) => w.page === page).map((w) => w.itemId)),
  ];
  const read = async (page: FeedbackPage): Promise<[number, string][]> => {
    const list = ids(page);
    if (list.length === 0) return [];
    if (page === 'events') {
      const rows = await db
        .select({ id: events.id, name: events.eventName })
        .from(events)
        .where(inArray(events.id, list));
      return rows.map((r) => [r.id, r.name]);
    }
    const table = page === 'news' ? news : organizations;
    const rows = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, list));
    return rows.map((r) => [r.id, r.name]);
  };
  const found = await Promise.all(
    FEEDBACK_PAGES.map(async (page) => [page, new Map(await read(page))] as const),
  );
  const byPage = new Map(found);
  return (page: FeedbackPage, itemId: number) => byPage.get(page)?.get(itemId) ?? null;
}

export async function feedbackCounts(ctx: StaffContext): Promise<FeedbackCountsAnswer> {
  const since = new Date(ctx.now.getTime() - FEEDBACK_COUNT_DAYS * DAY_MS);
  const yes = sql<number>`count(*) filter (where ${pageFeedback.useful})`.mapWith(Number);
  const no = sql<number>`count(*) filter (where not ${pageFeedback.useful})`.mapWith(Number);
  const rows = await ctx.db
    .select({ page: pageFeedback.page, itemId: pageFeedback.itemId, yes, no })
    .from(pageFeedback)
    .where(gte(pageFeedback.createdAt, since))
    .groupBy(pageFeedback.page, pageFeedback.itemId)
    .orderBy(desc(count()), pageFeedback.page, pageFeedback.itemId);
  const title = await titlesOf(ctx.db, rows);
  return {
    days: FEEDBACK_COUNT_DAYS,
    pages: rows.map((row) => ({ ...row, title: title(row.page, row.itemId) })),
  };
}

export async function feedbackComments(
  ctx: StaffContext,
  query: { page: number; handled?: 'true' | 'false' },
): Promise<FeedbackCommentsAnswer> {
  const conditions: SQL[] = [isNotNull(pageFeedback.comment)];
  if (query.handled === 'true') conditions.push(isNotNull(pageFeedback.handledAt));
  if (query.handled === 'false') conditions.push(isNull(pageFeedback.handledAt));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: pageFeedback.id,
        page: pageFeedback.page,
        itemId: pageFeedback.itemId,
        locale: pageFeedback.locale,
        useful: pageFeedback.useful,
        comment: pageFeedback.comment,
        createdAt: pageFeedback.createdAt,
        handledAt: pageFeedback.handledAt,
        handlerEmail: users.email,
        handlerFirst: users.firstName,
        handlerLast: users.lastName,
      })
      .from(pageFeedback)
      .leftJoin(users, eq(users.id, pageFeedback.handledBy))
      .where(where)
      .orderBy(desc(pageFeedback.createdAt), desc(pageFeedback.id))
      .limit(FEEDBACK_COMMENTS_PAGE_SIZE)
      .offset((query.page - 1) * FEEDBACK_COMMENTS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(pageFeedback).where(where),
  ]);
  const title = await titlesOf(ctx.db, rows);
  const items: FeedbackCommentRow[] = rows.map((row) => {
    const name = [row.handlerFirst, row.handlerLast].filter(Boolean).join(' ');
    return {
      id: row.id,
      page: row.page,
      itemId: row.itemId,
      title: title(row.page, row.itemId),
      locale: row.locale,
      useful: row.useful,
      comment: row.comment ?? '',
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
      handledBy: row.handledAt ? name || row.handlerEmail || null : null,
    };
  });
  return { items, total: total?.n ?? 0, page: query.page, pageSize: FEEDBACK_COMMENTS_PAGE_SIZE };
}

export async function setHandled(ctx: StaffContext, id: number, handled: boolean) {
  const t = PAGE_FEEDBACK_TEXTS_BY_LOCALE[ctx.locale];
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pageFeedback)
      .set(handled ? { handledAt: ctx.now, handledBy: ctx.actor.id } : { handledAt: null, handledBy: null })
      .where(and(eq(pageFeedback.id, id), isNotNull(pageFeedback.comment)))
      .returning({ id: pageFeedback.id, page: pageFeedback.page, itemId: pageFeedback.itemId });
    if (!row) throw AppError.notFound(t.notFound);
    await audit(tx, {
      action: handled ? 'page-feedback.handled' : 'page-feedback.reopened',
      actor: ctx.actor,
      entity: 'page_feedback',
      entityId: id,
      ip: ctx.ip,
      at: ctx.now,
      // Where it was left, never what it says: a comment may hold personal data.
      details: { page: row.page, itemId: row.itemId },
    });
    return {
      message: handled ? t.markedHandled : t.reopened,
      id,
      handledAt: handled ? ctx.now.toISOString() : null,
    };
  });
}

export async function removeFeedback(ctx: StaffContext, id: number) {
  const t = PAGE_FEEDBACK_TEXTS_BY_LOCALE[ctx.locale];
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(pageFeedback)
      .where(eq(pageFeedback.id, id))
      .returning({ id: pageFeedback.id, page: pageFeedback.page, itemId: pageFeedback.itemId });
    if (!row) throw AppError.notFound(t.notFound);
    await audit(tx, {
      action: 'page-feedback.delete',
      actor: ctx.actor,
      entity: 'page_feedback',
      entityId: id,
      ip: ctx.ip,
      at: ctx.now,
      details: { page: row.page, itemId: row.itemId },
    });
    return { message: t.removed };
  });
}
