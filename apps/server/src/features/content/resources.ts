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
import {
  analysisInputSchema,
  branchInputSchema,
  commentInputSchema,
  eventInputSchema,
  newsInputSchema,
  organizationInputSchema,
  partnerInputSchema,
} from '@authority/shared/content-inputs';
import { asc, desc, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { analysis, branches, comments, events, news, organizations, partners } from '../../db/schema.js';

export interface ContentResource {
  /** Cache key prefix and audit entity name. */
  name: string;
  /** Path under the public base for the list (SPEC §7 spelling). */
  listUrl: string;
  /** Path for creating (POST) and, with `/{id}`, changing (PUT) and deleting (DELETE). */
  writeUrl: string;
  /** What staff send; only its fields are written (no mass assignment). */
  inputSchema: z.ZodObject;
  /** Fields holding HTML, sanitised before they are stored. */
  htmlFields: readonly string[];
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
  r: Omit<ContentResource, 'columns' | 'writeUrl' | 'htmlFields'> & {
    schema: z.ZodObject;
    writeUrl?: string;
    htmlFields?: string[];
  },
): ContentResource => ({
  name: r.name,
  listUrl: r.listUrl,
  writeUrl: r.writeUrl ?? r.listUrl,
  table: r.table,
  inputSchema: r.inputSchema,
  htmlFields: r.htmlFields ?? [],
  columns: publicColumns(r.table, r.schema),
  orderBy: r.orderBy,
});

export const organizationsResource = resource({
  name: 'organizations',
  listUrl: '/originizations',
  table: organizations,
  schema: organizationSchema,
  inputSchema: organizationInputSchema,
  htmlFields: ['description'],
  orderBy: [asc(organizations.priority), asc(organizations.id)],
});
export const newsResource = resource({
  name: 'news',
  listUrl: '/news',
  table: news,
  schema: newsItemSchema,
  inputSchema: newsInputSchema,
  orderBy: [desc(news.createdOn), desc(news.id)],
});
export const analysisResource = resource({
  name: 'analysis',
  listUrl: '/analysis',
  table: analysis,
  schema: analysisSchema,
  inputSchema: analysisInputSchema,
  orderBy: [asc(analysis.priority), asc(analysis.id)],
});
export const commentsResource = resource({
  name: 'comments',
  listUrl: '/comments',
  table: comments,
  schema: commentSchema,
  inputSchema: commentInputSchema,
  htmlFields: ['description'],
  orderBy: [asc(comments.id)],
});
export const partnersResource = resource({
  name: 'partners',
  listUrl: '/AdminPartner',
  table: partners,
  schema: partnerSchema,
  inputSchema: partnerInputSchema,
  orderBy: [asc(partners.id)],
});
export const eventsResource = resource({
  name: 'events',
  listUrl: '/events/all',
  writeUrl: '/events',
  table: events,
  schema: eventSchema,
  inputSchema: eventInputSchema,
  orderBy: [asc(events.id)],
});
export const branchesResource = resource({
  name: 'branches',
  listUrl: '/branches',
  table: branches,
  schema: branchSchema,
  inputSchema: branchInputSchema,
  orderBy: [asc(branches.priority), asc(branches.id)],
});

export const CONTENT_RESOURCES: readonly ContentResource[] = [
  organizationsResource,
  newsResource,
  analysisResource,
  commentsResource,
  partnersResource,
  eventsResource,
  branchesResource,
];
