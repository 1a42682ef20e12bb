/**
 * Staff changes to public content: create, update, delete any content resource. Only
 * the input schema's fields are written, HTML fields are sanitised, each change is audited; the
 * caller announces it (contentChanged) so every process's public cache is cleared.
 */

import { CONTENT_INPUT_TEXTS } from '@authority/shared/content-inputs';
import { PUBLICATION_TEXTS } from '@authority/shared/content-publication';
import { REVIEW_TEXTS_BY_LOCALE } from '@authority/shared/content-review';
import { mergeTranslations, type Translations } from '@authority/shared/content-translations';
import type { AuditAction } from '@authority/shared/editor-texts';
import { DEFAULT_LOCALE, LOCALES } from '@authority/shared/locales';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { ContentResource } from './resources.js';
import { checkReviewOwner } from './review-dates.js';
import { dropRevisions, findRevision, forgetReviewsOf, keepRevision } from './revisions.js';

export interface StaffContext {
  db: Database;
  now: Date;
  ip: string;
  actor: { id: number; email: string };
  /** The site's address, for what a change mails (an event's waiting list moving up). */
  publicUrl: string;
}

type Values = Record<string, unknown>;

/** A health page's next review may not come before its last (docs/content-review.md). */
function checkReviewDates(values: Values) {
  const { reviewedOn, nextReviewOn } = values;
  if (typeof reviewedOn === 'string' && typeof nextReviewOn === 'string' && nextReviewOn < reviewedOn) {
    const message = REVIEW_TEXTS_BY_LOCALE.en.nextBeforeReviewed;
    throw AppError.badRequest(message, { nextReviewOn: [message] });
  }
}

function prepare(resource: ContentResource, input: Values): Values {
  checkReviewDates(input);
  const { translations: _sent, ...values } = input;
  for (const field of resource.htmlFields) {
    if (typeof values[field] === 'string') values[field] = sanitizeRichText(values[field] as string);
  }
  if (typeof values.publishAt === 'string') values.publishAt = new Date(values.publishAt);
  return values;
}

/** The translations a write sends, HTML fields sanitised like the default language's. */
function sentTranslations(resource: ContentResource, input: Values): Translations | undefined {
  const sent = input.translations as Translations | undefined;
  if (!sent) return undefined;
  return Object.fromEntries(
    Object.entries(sent).map(([locale, fields]) => [
      locale,
      Object.fromEntries(
        Object.entries(fields ?? {})
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([field, value]) => [
            field,
            resource.htmlFields.includes(field) ? sanitizeRichText(value) : value,
          ]),
      ),
    ]),
  );
}

export async function createContent(ctx: StaffContext, resource: ContentResource, input: Values) {
  await checkReviewOwner(ctx.db, input.reviewOwnerId);
  const values: Values = {
    ...prepare(resource, input),
    translations: mergeTranslations(undefined, sentTranslations(resource, input)),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  if (resource.key === 'news' && values.createdOn === undefined) values.createdOn = ctx.now.toISOString();
  if (typeof values.createdOn === 'string') values.createdOn = new Date(values.createdOn);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(resource.table).values(values).returning(resource.staffColumns);
    if (!row) throw new Error(`${resource.entity} insert returned nothing`);
    await keepRevision(tx, resource, row, ctx.actor, ctx.now);
    await audit(tx, {
      action: 'content.create',
      actor: ctx.actor,
      entity: resource.entity,
      entityId: String(row.id),
      ip: ctx.ip,
      at: ctx.now,
      details: { values: input },
    });
    return row;
  });
}

export async function updateContent(
  ctx: StaffContext,
  resource: ContentResource,
  id: number,
  input: Values,
  auditAs: { action: AuditAction; details?: Record<string, unknown> } = { action: 'content.update' },
) {
  await checkReviewOwner(ctx.db, input.reviewOwnerId);
  const values: Values = { ...prepare(resource, input), updatedAt: ctx.now };
  if (typeof values.createdOn === 'string') values.createdOn = new Date(values.createdOn);
  if (values.createdOn === undefined) delete values.createdOn;
  const sent = sentTranslations(resource, input);
  return ctx.db.transaction(async (tx) => {
    if (sent) {
      // Laid over the stored ones: a language or field the write leaves out keeps its value.
      const [stored] = await tx
        .select({ translations: resource.columnsWithTranslations.translations as PgColumn })
        .from(resource.table)
        .where(eq(resource.table.id, id))
        .for('update');
      values.translations = mergeTranslations(stored?.translations as Translations | undefined, sent);
    }
    const [row] = await tx
      .update(resource.table)
      .set(values)
      .where(eq(resource.table.id, id))
      .returning(resource.staffColumns);
    if (!row) throw AppError.notFound();
    await resource.onUpdate?.(tx, id, { now: ctx.now, publicUrl: ctx.publicUrl });
    await keepRevision(tx, resource, row, ctx.actor, ctx.now);
    await audit(tx, {
      action: auditAs.action,
      actor: ctx.actor,
      entity: resource.entity,
      entityId: String(id),
      ip: ctx.ip,
      at: ctx.now,
      details: { values: input, ...auditAs.details },
    });
    return row;
  });
}

export async function deleteContent(ctx: StaffContext, resource: ContentResource, id: number) {
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(resource.table)
        .where(eq(resource.table.id, id))
        .returning(resource.columns);
      if (!row) throw AppError.notFound();
      await resource.onDelete?.(tx, id);
      await dropRevisions(tx, resource, id);
      await forgetReviewsOf(tx, resource, id);
      await audit(tx, {
        action: 'content.delete',
        actor: ctx.actor,
        entity: resource.entity,
        entityId: String(id),
        ip: ctx.ip,
        at: ctx.now,
        details: { deleted: row },
      });
    });
  } catch (error) {
    // Only events are referenced (by registrations): their submissions are never deleted by the way.
    if (isForeignKeyViolation(error)) throw AppError.conflict(CONTENT_INPUT_TEXTS.eventHasSubmissions);
    throw error;
  }
  return { message: 'Deleted.' };
}

/**
 * Revision `revisionId`'s values as a write of the item: its translations exactly (a text it lacks
 * is removed), its publication too. Checked by the input schema like any write; the caller writes
 * it as an update (so a new revision), audited as a restore.
 */
export async function restoreInput(
  ctx: StaffContext,
  resource: ContentResource,
  id: number,
  revisionId: number,
): Promise<Values> {
  const revision = await findRevision(ctx.db, resource, id, revisionId);
  if (!revision) throw AppError.notFound(PUBLICATION_TEXTS.revisionNotFound);
  const kept = (revision.values.translations ?? {}) as Translations;
  const translations = Object.fromEntries(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
      locale,
      Object.fromEntries(resource.translatable.map((field) => [field, kept[locale]?.[field] ?? ''])),
    ]),
  );
  const parsed = resource.inputSchema.safeParse({ ...revision.values, translations });
  if (!parsed.success) throw AppError.badRequest();
  return parsed.data as Values;
}
