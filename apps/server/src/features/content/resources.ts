/**
 * The public content resources: where each is read, which columns it shows (the shared API
 * schema's keys, never more) and in which order (issue 3: analysis by priority, events by id
 * ascending, news newest first).
 */
import {
  analysisSchema,
  branchSchema,
  commentSchema,
  eventSchema,
  newsItemSchema,
  organizationSchema,
  partnerSchema,
} from '@authority/shared/content';
import { asc, desc, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { analysis, branches, comments, events, news, organizations, partners } from '../../db/schema.js';

export interface ContentResource {
  /** Cache key prefix and audit entity name. */
  name: string;
  /** Path under the public base for the list (SPEC §7 spelling). */
  listUrl: string;
  table: PgTable & { id: PgColumn };
  columns: Record<string, PgColumn>;
  orderBy: SQL[];
}

/** The table's columns named by the schema's keys; fails at start if one is missing. */
function publicColumns(table: PgTable, schema: z.ZodObject): Record<string, PgColumn> {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.keys(schema.shape).map((key) => {
      const column = all[key];
      if (!column)
        throw new Error(`column ${key} missing from the table behind ${schema.description ?? 'a schema'}`);
      return [key, column];
    }),
  );
}

const resource = (
  name: string,
  listUrl: string,
  table: ContentResource['table'],
  schema: z.ZodObject,
  orderBy: SQL[],
): ContentResource => ({ name, listUrl, table, columns: publicColumns(table, schema), orderBy });

export const organizationsResource = resource(
  'organizations',
  '/originizations',
  organizations,
  organizationSchema,
  [asc(organizations.priority), asc(organizations.id)],
);
export const newsResource = resource('news', '/news', news, newsItemSchema, [
  desc(news.createdOn),
  desc(news.id),
]);
export const analysisResource = resource('analysis', '/analysis', analysis, analysisSchema, [
  asc(analysis.priority),
  asc(analysis.id),
]);
export const commentsResource = resource('comments', '/comments', comments, commentSchema, [
  asc(comments.id),
]);
export const partnersResource = resource('partners', '/AdminPartner', partners, partnerSchema, [
  asc(partners.id),
]);
export const eventsResource = resource('events', '/events/all', events, eventSchema, [asc(events.id)]);
export const branchesResource = resource('branches', '/branches', branches, branchSchema, [
  asc(branches.priority),
  asc(branches.id),
]);

export const CONTENT_RESOURCES: readonly ContentResource[] = [
  organizationsResource,
  newsResource,
  analysisResource,
  commentsResource,
  partnersResource,
  eventsResource,
  branchesResource,
];
