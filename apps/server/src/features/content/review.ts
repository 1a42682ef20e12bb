/**
 * Review before publishing (docs/content-review.md). An Editor writes drafts only; their edit of a
 * published item is kept as a pending revision while the site shows the published row. Asking
 * for review queues the draft or the pending revision; a reviewer publishes it (now or, for a
 * draft, scheduled) or sends it back with a comment. The author hears of either, every step is
 * audited, and an item's requests are its review history.
 */

import type { Role } from '@authority/shared/constants';
import {
  canPublish,
  REVIEW_TEXTS_BY_LOCALE,
  type ReviewChange,
  type ReviewDetail,
  type ReviewKind,
  type ReviewRequestRow,
  type ReviewStatus,
} from '@authority/shared/content-review';
import type { AuditAction } from '@authority/shared/editor-texts';
import type { Locale } from '@authority/shared/locales';
import { ROUTES } from '@authority/shared/routes';
import { staffMail } from '@authority/shared/staff-mail';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pendingRevisions, reviewRequests } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { mailStaff, staffRecipients } from '../../lib/staff-mail.js';
import { createContent, deleteContent, type StaffContext, updateContent } from './admin-service.js';
import { findForStaff } from './queries.js';
import { CONTENT_RESOURCES, type ContentResource } from './resources.js';
import { flattenValues, forgetReviewsOf } from './revisions.js';

type Values = Record<string, unknown>;

export interface ReviewContext extends StaffContext {
  role: Role;
  /** The staff member's language, for the answers' messages. */
  locale: Locale;
}

const textsOf = (ctx: { locale: Locale }) => REVIEW_TEXTS_BY_LOCALE[ctx.locale];
const resourceOfEntity = (entity: string) => CONTENT_RESOURCES.find((r) => r.entity === entity);
/** The field that names an item (its title, name or event name). */
const titleField = (resource: ContentResource) => resource.searchable[0] ?? 'name';
const titleOf = (resource: ContentResource, values: Values | undefined) =>
  String(values?.[titleField(resource)] ?? '');

/** The publication fields an Editor may not set, and that a pending revision does not carry. */
const withoutPublication = ({ isPublished: _p, publishAt: _a, ...rest }: Values): Values => rest;

/** The item as staff read it, its fields loosely typed (every type has its own). */
const findItem = async (db: Database, resource: ContentResource, id: number) =>
  (await findForStaff(db, resource, id)) as Values | undefined;

async function pendingOf(db: Database, resource: ContentResource, id: number) {
  const [row] = await db
    .select()
    .from(pendingRevisions)
    .where(and(eq(pendingRevisions.entity, resource.entity), eq(pendingRevisions.entityId, id)));
  return row;
}

/** An Editor's write may not publish or schedule: 403 with what to do instead. */
function refusePublishing(ctx: ReviewContext, input: Values) {
  if (input.isPublished !== false) throw AppError.forbidden(textsOf(ctx).editorCannotPublish);
  if (input.publishAt) throw AppError.forbidden(textsOf(ctx).editorCannotSchedule);
}

/** A create: an Editor's must be a draft. */
export async function createAs(ctx: ReviewContext, resource: ContentResource, input: Values) {
  if (!canPublish(ctx.role)) refusePublishing(ctx, input);
  return createContent(ctx, resource, input);
}

/**
 * An update. A reviewer's is written as always. An Editor's must be a draft: of a draft item it
 * is written (it stays a draft); of a published or scheduled item it becomes the item's pending
 * revision, and the answer is the row as it stands with that revision beside it.
 */
export async function updateAs(
  ctx: ReviewContext,
  resource: ContentResource,
  id: number,
  input: Values,
  auditAs?: { action: AuditAction; details?: Record<string, unknown> },
) {
  if (canPublish(ctx.role)) return { row: await updateContent(ctx, resource, id, input, auditAs) };
  refusePublishing(ctx, input);
  const current = await findItem(ctx.db, resource, id);
  if (!current) throw AppError.notFound();
  if (current.isPublished !== true) {
    return { row: await updateContent(ctx, resource, id, input, auditAs) };
  }
  const values = withoutPublication(input);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pendingRevisions)
      .values({
        entity: resource.entity,
        entityId: id,
        values,
        authorUserId: ctx.actor.id,
        authorEmail: ctx.actor.email,
        updatedAt: ctx.now,
      })
      .onConflictDoUpdate({
        target: [pendingRevisions.entity, pendingRevisions.entityId],
        set: { values, authorUserId: ctx.actor.id, authorEmail: ctx.actor.email, updatedAt: ctx.now },
      });
    await audit(tx, {
      action: 'content.pending',
      actor: ctx.actor,
      entity: resource.entity,
      entityId: String(id),
      ip: ctx.ip,
      at: ctx.now,
      details: { values: input, ...auditAs?.details },
    });
  });
  return {
    row: current,
    pending: { values, updatedAt: ctx.now.toISOString() },
    message: textsOf(ctx).pendingSaved,
  };
}

/** A delete: an Editor deletes drafts only. */
export async function deleteAs(ctx: ReviewContext, resource: ContentResource, id: number) {
  if (!canPublish(ctx.role)) {
    const current = await findItem(ctx.db, resource, id);
    if (!current) throw AppError.notFound();
    if (current.isPublished === true) throw AppError.forbidden(textsOf(ctx).editorCannotDelete);
  }
  return deleteContent(ctx, resource, id);
}

export async function readPending(ctx: { db: Database }, resource: ContentResource, id: number) {
  const pending = await pendingOf(ctx.db, resource, id);
  if (!pending) throw AppError.notFound();
  return {
    values: pending.values,
    authorEmail: pending.authorEmail,
    updatedAt: pending.updatedAt.toISOString(),
  };
}

/** Drops an item's pending revision (its author or a reviewer); an open request on it is withdrawn. */
export async function dropPending(ctx: ReviewContext, resource: ContentResource, id: number) {
  const pending = await pendingOf(ctx.db, resource, id);
  if (!pending) throw AppError.notFound();
  if (!canPublish(ctx.role) && pending.authorUserId !== ctx.actor.id) throw AppError.forbidden();
  await ctx.db.transaction(async (tx) => {
    await forgetReviewsOf(tx, resource, id);
    await audit(tx, {
      action: 'content.pending-drop',
      actor: ctx.actor,
      entity: resource.entity,
      entityId: String(id),
      ip: ctx.ip,
      at: ctx.now,
    });
  });
  return { message: textsOf(ctx).pendingDropped };
}

const asRow = (
  row: typeof reviewRequests.$inferSelect,
  resource: ContentResource,
  kind: ReviewKind,
  title: string,
): ReviewRequestRow => ({
  id: row.id,
  type: resource.key,
  itemId: row.entityId,
  title,
  kind,
  status: row.status,
  note: row.note,
  comment: row.comment,
  requestedBy: row.requestedByEmail,
  requestedAt: row.requestedAt.toISOString(),
  decidedBy: row.decidedByEmail,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The link a mail about request `id` opens. */
const reviewUrl = (publicUrl: string, id: number) => `${publicUrl}${ROUTES.dashboardReviewOf(id)}`;

/** Puts the item's draft or pending revision in the review queue, and tells the reviewers. */
export async function askForReview(ctx: ReviewContext, resource: ContentResource, id: number, note: string) {
  const item = await findItem(ctx.db, resource, id);
  if (!item) throw AppError.notFound();
  const pending = await pendingOf(ctx.db, resource, id);
  if (!pending && item.isPublished === true) throw AppError.conflict(textsOf(ctx).nothingToReview);
  const title = titleOf(resource, pending?.values ?? item);
  const request = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviewRequests)
      .values({
        entity: resource.entity,
        entityId: id,
        note,
        requestedBy: ctx.actor.id,
        requestedByEmail: ctx.actor.email,
        requestedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw AppError.conflict(textsOf(ctx).alreadyPending);
    await audit(tx, {
      action: 'review.request',
      actor: ctx.actor,
      entity: resource.entity,
      entityId: String(id),
      ip: ctx.ip,
      at: ctx.now,
      details: { request: row.id, kind: pending ? 'revision' : 'draft', note },
    });
    const reviewers = (await staffRecipients(tx, 'reviewRequested')).filter((r) => r.userId !== ctx.actor.id);
    await mailStaff(
      tx,
      reviewers,
      'review-requested',
      (to) => {
        const t = REVIEW_TEXTS_BY_LOCALE[to.locale];
        return staffMail(to.locale, {
          subject: t.mailRequested.subject(title),
          lines: [
            t.mailRequested.intro(ctx.actor.email, title),
            ...(note ? [t.mailRequested.note(note)] : []),
            t.openIt(reviewUrl(ctx.publicUrl, row.id)),
          ],
          publicUrl: ctx.publicUrl,
        });
      },
      ctx.now,
    );
    return row;
  });
  return {
    message: textsOf(ctx).asked,
    request: asRow(request, resource, pending ? 'revision' : 'draft', title),
  };
}

/** The kind and title of each request, read from its pending revision or its item. */
async function describe(db: Database, rows: (typeof reviewRequests.$inferSelect)[]) {
  const described: ReviewRequestRow[] = [];
  for (const row of rows) {
    const resource = resourceOfEntity(row.entity);
    if (!resource) continue;
    const [pending, item] = await Promise.all([
      pendingOf(db, resource, row.entityId),
      findItem(db, resource, row.entityId),
    ]);
    // A decided request of a change says what it changed, though its pending revision is gone.
    const kind: ReviewKind = pending || item?.isPublished === true ? 'revision' : 'draft';
    described.push(asRow(row, resource, kind, titleOf(resource, pending?.values ?? item)));
  }
  return described;
}

export async function reviewQueue(db: Database, status: ReviewStatus) {
  const rows = await db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.status, status))
    .orderBy(status === 'pending' ? reviewRequests.requestedAt : desc(reviewRequests.decidedAt))
    .limit(200);
  return { items: await describe(db, rows) };
}

/** An item's review requests, newest first: its review history. */
export async function reviewHistory(db: Database, resource: ContentResource, id: number) {
  const rows = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.entity, resource.entity), eq(reviewRequests.entityId, id)))
    .orderBy(desc(reviewRequests.id));
  return { items: await describe(db, rows) };
}

async function requestOf(ctx: { db: Database; locale: Locale }, id: number) {
  const [row] = await ctx.db.select().from(reviewRequests).where(eq(reviewRequests.id, id));
  const resource = row && resourceOfEntity(row.entity);
  if (!row || !resource) throw AppError.notFound(textsOf(ctx).requestNotFound);
  return { row, resource };
}

/** Field by field, what `after` changes of `before` (translations as `ar.name`). */
function changesBetween(before: Values | undefined, after: Values): ReviewChange[] {
  const from = flattenValues(before ?? {});
  const to = flattenValues(after);
  return (
    [...new Set([...from.keys(), ...to.keys()])]
      .map((field) => ({ field, before: from.get(field) ?? null, after: to.get(field) ?? null }))
      // An empty text is no change from nothing: a new draft's blank fields are not listed.
      .filter((change) => JSON.stringify(change.before ?? '') !== JSON.stringify(change.after ?? ''))
  );
}

/** The item's own fields as a write takes them (no id, no publication). */
const comparable = (resource: ContentResource, row: Values): Values =>
  Object.fromEntries(
    Object.entries(row).filter(
      ([field]) =>
        field !== 'id' && field !== 'isPublished' && field !== 'publishAt' && field in resource.staffColumns,
    ),
  );

export async function reviewDetail(ctx: { db: Database; locale: Locale }, id: number): Promise<ReviewDetail> {
  const { row, resource } = await requestOf(ctx, id);
  const [item, pending] = await Promise.all([
    findItem(ctx.db, resource, row.entityId),
    pendingOf(ctx.db, resource, row.entityId),
  ]);
  const [described] = await describe(ctx.db, [row]);
  if (!described) throw AppError.notFound(textsOf(ctx).requestNotFound);
  const current = item ? comparable(resource, item) : {};
  // A draft is compared with nothing (all it says is new); a change with the published row.
  const proposed = pending ? { ...current, ...comparable(resource, pending.values) } : current;
  const before = pending && item?.isPublished === true ? current : undefined;
  return { ...described, changes: changesBetween(before, proposed), proposed };
}

function requireReviewer(ctx: ReviewContext) {
  if (!canPublish(ctx.role)) throw AppError.forbidden(textsOf(ctx).reviewersOnly);
}

async function openRequest(ctx: ReviewContext, id: number) {
  const found = await requestOf(ctx, id);
  if (found.row.status !== 'pending') throw AppError.conflict(textsOf(ctx).requestClosed);
  return found;
}

/** Marks the request decided, audits it, and mails its author (unless the author decided it). */
async function decide(
  tx: Database,
  ctx: ReviewContext,
  request: typeof reviewRequests.$inferSelect,
  resource: ContentResource,
  outcome: { status: ReviewStatus; comment: string; title: string; publishAt: string | null },
) {
  const [updated] = await tx
    .update(reviewRequests)
    .set({
      status: outcome.status,
      comment: outcome.comment,
      decidedBy: ctx.actor.id,
      decidedByEmail: ctx.actor.email,
      decidedAt: ctx.now,
    })
    .where(and(eq(reviewRequests.id, request.id), eq(reviewRequests.status, 'pending')))
    .returning();
  // Two reviewers deciding at once: the second finds it decided.
  if (!updated) throw AppError.conflict(textsOf(ctx).requestClosed);
  await audit(tx, {
    action: outcome.status === 'published' ? 'review.publish' : 'review.return',
    actor: ctx.actor,
    entity: resource.entity,
    entityId: String(request.entityId),
    ip: ctx.ip,
    at: ctx.now,
    details: { request: request.id, comment: outcome.comment, publishAt: outcome.publishAt },
  });
  if (request.requestedBy === null || request.requestedBy === ctx.actor.id) return updated;
  const authors = await staffRecipients(tx, 'reviewReturned', { only: [request.requestedBy] });
  await mailStaff(
    tx,
    authors,
    outcome.status === 'published' ? 'review-published' : 'review-returned',
    (to) => {
      const t = REVIEW_TEXTS_BY_LOCALE[to.locale];
      const who = ctx.actor.email;
      const lines =
        outcome.status === 'published'
          ? [
              outcome.publishAt
                ? t.mailPublished.scheduled(who, outcome.title, outcome.publishAt)
                : t.mailPublished.intro(who, outcome.title),
            ]
          : [t.mailReturned.intro(who, outcome.title), t.mailReturned.comment(outcome.comment)];
      return staffMail(to.locale, {
        subject:
          outcome.status === 'published'
            ? t.mailPublished.subject(outcome.title)
            : t.mailReturned.subject(outcome.title),
        lines: [...lines, t.openIt(reviewUrl(ctx.publicUrl, request.id))],
        publicUrl: ctx.publicUrl,
      });
    },
    ctx.now,
  );
  return updated;
}

/**
 * Publishes what the request proposes: a draft now or at `publishAt`; a pending revision now
 * (written over the published row, which stays published).
 */
export async function publishReview(ctx: ReviewContext, id: number, publishAt: string | null) {
  requireReviewer(ctx);
  const { row: request, resource } = await openRequest(ctx, id);
  const pending = await pendingOf(ctx.db, resource, request.entityId);
  if (pending && publishAt) throw AppError.badRequest(textsOf(ctx).revisionNotScheduled);
  const item = await findItem(ctx.db, resource, request.entityId);
  if (!item) throw AppError.notFound();
  const input: Values = pending
    ? { ...pending.values, isPublished: true, publishAt: null }
    : { isPublished: true, publishAt };
  const title = titleOf(resource, pending?.values ?? item);
  // The item's write and the request's decision in one transaction: both or neither.
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await updateContent(txCtx, resource, request.entityId, input, {
      action: 'content.update',
      details: { review: request.id },
    });
    if (pending) {
      await tx
        .delete(pendingRevisions)
        .where(
          and(eq(pendingRevisions.entity, resource.entity), eq(pendingRevisions.entityId, request.entityId)),
        );
    }
    await decide(tx, ctx, request, resource, { status: 'published', comment: '', title, publishAt });
  });
  return { message: publishAt ? textsOf(ctx).scheduled : textsOf(ctx).published };
}

/** Sends the request back with the reviewer's comment; the draft or pending revision stays. */
export async function sendBack(ctx: ReviewContext, id: number, comment: string) {
  requireReviewer(ctx);
  const { row: request, resource } = await openRequest(ctx, id);
  const [pending, item] = await Promise.all([
    pendingOf(ctx.db, resource, request.entityId),
    findItem(ctx.db, resource, request.entityId),
  ]);
  const title = titleOf(resource, pending?.values ?? item);
  await ctx.db.transaction((tx) =>
    decide(tx, ctx, request, resource, { status: 'returned', comment, title, publishAt: null }),
  );
  return { message: textsOf(ctx).sentBack };
}

/** How many requests wait, for the dashboard home. */
export async function pendingReviewCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewRequests)
    .where(eq(reviewRequests.status, 'pending'));
  return row?.n ?? 0;
}
