/**
 * The content types as the server serves them: each registry entry (packages/shared
 * content-registry.ts) with its table, its order and the fields that hold HTML. The columns
 * shown are the row schema's keys, never more.
 */
import { CONTENT_REGISTRY, type ContentTypeEntry } from '@authority/shared/content-registry';
import { CONTENT_KEYS, type ContentKey } from '@authority/shared/content-types';
import { asc, desc, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import {
  analysis,
  branches,
  comments,
  events,
  news,
  oneTimeCodes,
  organizations,
  partners,
} from '../../db/schema.js';
import { eventCodesOfEvents } from '../../lib/one-time-codes.js';
import { visibleAt } from '../../lib/publication.js';
import { fillOpenPlaces } from '../event-forms/index.js';

export interface ContentResource extends ContentTypeEntry {
  table: PgTable & { id: PgColumn };
  /** The table's columns named by the row schema's keys. */
  columns: Record<string, PgColumn>;
  /** Those and the row's `translations` (content-translations.ts), for reads that localise. */
  columnsWithTranslations: Record<string, PgColumn>;
  /** Those and `isPublished`, `publishAt`: what staff reads, writes and revisions hold. */
  staffColumns: Record<string, PgColumn>;
  /** The table's publication columns (content-publication.ts). */
  publication: { isPublished: PgColumn; publishAt: PgColumn };
  /** Whether a visitor-facing text lacks its Arabic twin: a column the database keeps (schema.ts). */
  untranslatedAr: PgColumn;
  /** Rows visitors see at `now`: published, and `publishAt` empty or past. */
  visibleAt: (now: Date) => SQL;
  /** Fields holding HTML, sanitised before they are stored. */
  htmlFields: readonly string[];
  orderBy: SQL[];
  /** What else goes with a deleted row, inside its transaction. */
  onDelete?: (tx: Database, id: number) => Promise<unknown>;
  /** What follows a change of the row, inside its transaction. */
  onUpdate?: (tx: Database, id: number, ctx: AfterUpdateContext) => Promise<unknown>;
}

export interface AfterUpdateContext {
  now: Date;
  /** The site's address, for links in the mails a change may send. */
  publicUrl: string;
}

interface ServerPart {
  table: PgTable & { id: PgColumn };
  htmlFields?: readonly string[];
  orderBy: SQL[];
  onDelete?: (tx: Database, id: number) => Promise<unknown>;
  onUpdate?: (tx: Database, id: number, ctx: AfterUpdateContext) => Promise<unknown>;
}

/** Analysis by priority, events by id ascending, news newest first (as SPEC §3 shows them). */
const SERVER_PARTS: { [K in ContentKey]: ServerPart } = {
  branches: { table: branches, orderBy: [asc(branches.priority), asc(branches.id)] },
  comments: { table: comments, htmlFields: ['description'], orderBy: [asc(comments.id)] },
  events: {
    table: events,
    orderBy: [asc(events.id)],
    // Codes refer to their event by target, not by a foreign key: they go with it.
    onDelete: (tx, id) => tx.delete(oneTimeCodes).where(eventCodesOfEvents([id])),
    // A raised (or removed) capacity gives the places it opens to those waiting (decision 018).
    onUpdate: (tx, id, ctx) => fillOpenPlaces({ db: tx, ...ctx }, id),
  },
  news: { table: news, orderBy: [desc(news.createdOn), desc(news.id)] },
  institutions: {
    table: organizations,
    htmlFields: ['description'],
    orderBy: [asc(organizations.priority), asc(organizations.id)],
  },
  partners: { table: partners, orderBy: [asc(partners.id)] },
  achievements: { table: analysis, orderBy: [asc(analysis.priority), asc(analysis.id)] },
};

/** The table's columns named by the schema's keys; fails at start if one is missing. */
function publicColumns(table: PgTable, schema: z.ZodObject, key: ContentKey): Record<string, PgColumn> {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.keys(schema.shape).map((name) => {
      const column = all[name];
      if (!column) throw new Error(`column ${name} of content type ${key} is missing from its table`);
      return [name, column];
    }),
  );
}

function resource(key: ContentKey): ContentResource {
  const entry = CONTENT_REGISTRY[key];
  const part = SERVER_PARTS[key];
  const all = getTableColumns(part.table) as Record<string, PgColumn>;
  const column = (name: string) => {
    const found = all[name];
    if (!found) throw new Error(`column ${name} of content type ${key} is missing from its table`);
    return found;
  };
  const publication = { isPublished: column('isPublished'), publishAt: column('publishAt') };
  const columnsWithTranslations = {
    ...publicColumns(part.table, entry.rowSchema, key),
    translations: column('translations'),
  };
  return {
    ...entry,
    table: part.table,
    columns: publicColumns(part.table, entry.rowSchema, key),
    columnsWithTranslations,
    staffColumns: {
      ...columnsWithTranslations,
      ...publication,
      ...Object.fromEntries(entry.staffOnly.map((name) => [name, column(name)])),
    },
    publication,
    untranslatedAr: column('untranslatedAr'),
    visibleAt: (now) => visibleAt(publication, now),
    htmlFields: part.htmlFields ?? [],
    orderBy: part.orderBy,
    ...(part.onDelete ? { onDelete: part.onDelete } : {}),
    ...(part.onUpdate ? { onUpdate: part.onUpdate } : {}),
  };
}

export const CONTENT_RESOURCES: readonly ContentResource[] = CONTENT_KEYS.map(resource);

const byKey = (key: ContentKey) => CONTENT_RESOURCES.find((r) => r.key === key) as ContentResource;
export const newsResource = byKey('news');
export const eventsResource = byKey('events');
