/**
 * Revisions of content rows: every save keeps the row as stored (its own fields, its
 * translations and its publication), who saved it and when; the newest REVISIONS_KEPT per row
 * stay. Compared field by field; a restore writes a revision's values back through the ordinary
 * update, so it is itself a new revision.
 */
import { REVISIONS_KEPT, type Revision, type RevisionDiff } from '@authority/shared/content-publication';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentRevisions, pendingRevisions, reviewRequests } from '../../db/schema.js';
import type { ContentResource } from './resources.js';

/** The revisions of item `id` of `resource`. */
const ofItem = (resource: ContentResource, id: number) =>
  and(eq(contentRevisions.entity, resource.entity), eq(contentRevisions.entityId, id));

/** A row as a revision keeps it: JSON values (dates as ISO text), its id left out. */
export function revisionValues(row: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...values } = row;
  return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
}

/** Keeps `row` as a new revision of its item and lets the oldest beyond REVISIONS_KEPT go. */
export async function keepRevision(
  tx: Database,
  resource: ContentResource,
  row: Record<string, unknown>,
  actor: { id: number; email: string },
  at: Date,
): Promise<void> {
  const entityId = Number(row.id);
  await tx.insert(contentRevisions).values({
    entity: resource.entity,
    entityId,
    at,
    actorUserId: actor.id,
    actorEmail: actor.email,
    values: revisionValues(row),
  });
  const revisionsOfItem = ofItem(resource, entityId);
  const [oldestKept] = await tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(revisionsOfItem)
    .orderBy(desc(contentRevisions.id))
    .offset(REVISIONS_KEPT - 1)
    .limit(1);
  if (oldestKept)
    await tx.delete(contentRevisions).where(and(revisionsOfItem, lt(contentRevisions.id, oldestKept.id)));
}

/** What goes with a deleted item: its pending revision; its open request is withdrawn. */
export async function forgetReviewsOf(tx: Database, resource: ContentResource, id: number) {
  await tx
    .delete(pendingRevisions)
    .where(and(eq(pendingRevisions.entity, resource.entity), eq(pendingRevisions.entityId, id)));
  await tx
    .update(reviewRequests)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(reviewRequests.entity, resource.entity),
        eq(reviewRequests.entityId, id),
        eq(reviewRequests.status, 'pending'),
      ),
    );
}

/** An item's revisions go with it. */
export const dropRevisions = (tx: Database, resource: ContentResource, id: number) =>
  tx.delete(contentRevisions).where(ofItem(resource, id));

const asRevision = (row: typeof contentRevisions.$inferSelect): Revision => ({
  id: row.id,
  at: row.at.toISOString(),
  actorEmail: row.actorEmail,
  values: row.values,
});

/** An item's revisions, newest first. */
export async function listRevisions(
  db: Database,
  resource: ContentResource,
  id: number,
): Promise<Revision[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(ofItem(resource, id))
    .orderBy(desc(contentRevisions.id));
  return rows.map(asRevision);
}

/** One revision of the item, if it (still) exists. */
export async function findRevision(
  db: Database,
  resource: ContentResource,
  id: number,
  revisionId: number,
): Promise<Revision | undefined> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), ofItem(resource, id)));
  return row ? asRevision(row) : undefined;
}

/** The values as flat fields: translations as `ar.name`, so each text compares on its own. */
export function flattenValues(values: Record<string, unknown>): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [field, value] of Object.entries(values)) {
    if (field === 'translations' && value && typeof value === 'object') {
      for (const [locale, fields] of Object.entries(value as Record<string, Record<string, unknown>>)) {
        for (const [name, text] of Object.entries(fields ?? {})) flat.set(`${locale}.${name}`, text);
      }
    } else flat.set(field, value);
  }
  return flat;
}

/** What changed from `from` to `to`, in the fields' order (a field one lacks is null there). */
export function diffRevisions(from: Revision, to: Revision): RevisionDiff {
  const before = flattenValues(from.values);
  const after = flattenValues(to.values);
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  const changes = fields
    .map((field) => ({ field, before: before.get(field) ?? null, after: after.get(field) ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
  return { from: from.id, to: to.id, changes };
}
