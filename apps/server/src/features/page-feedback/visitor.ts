/**
 * A visitor's vote and its optional comment (docs/page-feedback.md). Nothing that could name the
 * visitor is stored: no address, no cookie, no session; the row holds the page, the item, the
 * page's language, the vote and the comment. The comment may come with the vote, or once after it
 * with the token the vote answered (an HMAC of the row, so the server keeps no state for it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@authority/shared/locales';
import {
  FEEDBACK_COMMENT_WINDOW_MS,
  type FeedbackPage,
  type FeedbackVoteAnswer,
  PAGE_FEEDBACK_TEXTS,
} from '@authority/shared/page-feedback';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, news, organizations, pageFeedback } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { visibleAt } from '../../lib/publication.js';

/** The table each page shows its item from. */
export const FEEDBACK_TABLES = { news, events, institutions: organizations } as const satisfies Record<
  FeedbackPage,
  unknown
>;

export interface VisitorContext {
  db: Database;
  now: Date;
  locale: Locale;
  /** The app's key for one-time codes (app.codeSecret): the comment tokens are signed with it. */
  secret: string;
}

/** Is the item one visitors see now (published, its time come, not deleted)? */
export async function isPublicItem(db: Database, page: FeedbackPage, itemId: number, now: Date) {
  const table = FEEDBACK_TABLES[page];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, itemId), visibleAt(table, now)))
    .limit(1);
  return row !== undefined;
}

const tokenOf = (secret: string, id: number, createdAt: Date) =>
  createHmac('sha256', secret).update(`page-feedback:${id}:${createdAt.getTime()}`).digest('base64url');

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export async function vote(
  ctx: VisitorContext,
  input: { page: FeedbackPage; itemId: number; useful: boolean; comment: string | null },
): Promise<FeedbackVoteAnswer> {
  const texts = PAGE_FEEDBACK_TEXTS[ctx.locale];
  if (!(await isPublicItem(ctx.db, input.page, input.itemId, ctx.now)))
    throw AppError.notFound(texts.notFound);
  const [row] = await ctx.db
    .insert(pageFeedback)
    .values({
      page: input.page,
      itemId: input.itemId,
      locale: ctx.locale,
      useful: input.useful,
      comment: input.comment,
      createdAt: ctx.now,
    })
    .returning({ id: pageFeedback.id, createdAt: pageFeedback.createdAt });
  if (!row) throw new Error('page feedback not stored');
  return { message: texts.received, id: row.id, token: tokenOf(ctx.secret, row.id, row.createdAt) };
}

/** The vote's comment, once, within FEEDBACK_COMMENT_WINDOW_MS of the vote, with its token. */
export async function addComment(ctx: VisitorContext, id: number, token: string, comment: string) {
  const texts = PAGE_FEEDBACK_TEXTS[ctx.locale];
  const [row] = await ctx.db.select().from(pageFeedback).where(eq(pageFeedback.id, id));
  // A wrong token reads as no such vote: it proves nothing about which votes exist.
  if (!row || !sameToken(token, tokenOf(ctx.secret, row.id, row.createdAt)))
    throw AppError.notFound(texts.notFound);
  if (row.comment !== null || ctx.now.getTime() - row.createdAt.getTime() > FEEDBACK_COMMENT_WINDOW_MS)
    throw AppError.conflict(texts.commentClosed);
  const updated = await ctx.db
    .update(pageFeedback)
    .set({ comment })
    .where(and(eq(pageFeedback.id, id), isNull(pageFeedback.comment)))
    .returning({ id: pageFeedback.id });
  // Two sends at once: the second finds the comment already there.
  if (updated.length === 0) throw AppError.conflict(texts.commentClosed);
  return { message: texts.commentReceived };
}
