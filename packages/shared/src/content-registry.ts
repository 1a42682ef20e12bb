/**
 * The content registry: each content type's identity (content-types.ts) with its schemas, the row
 * as the API returns it and the input staff send. The server adds its table, ordering and HTML
 * fields to an entry (apps/server/src/features/content/resources.ts); the web app adds its columns
 * and form fields (apps/web/src/features/back-office/content/resources/). Not imported by public
 * pages: it brings zod.
 */
import type { z } from 'zod';
import {
  analysisSchema,
  branchSchema,
  commentSchema,
  eventSchema,
  newsItemSchema,
  organizationSchema,
  partnerSchema,
} from './content';
import {
  analysisInputSchema,
  branchInputSchema,
  commentInputSchema,
  eventInputSchema,
  newsInputSchema,
  organizationInputSchema,
  partnerInputSchema,
} from './content-inputs';
import { CONTENT_TYPES, type ContentKey, type ContentTypeIdentity } from './content-types';

export interface ContentTypeEntry<
  Row extends z.ZodObject = z.ZodObject,
  Input extends z.ZodObject = z.ZodObject,
> extends ContentTypeIdentity {
  key: ContentKey;
  /** A row as every read and write answers it (only these keys are ever sent). */
  rowSchema: Row;
  /** What staff send; only its fields are written (no mass assignment). */
  inputSchema: Input;
}

const entry = <K extends ContentKey, Row extends z.ZodObject, Input extends z.ZodObject>(
  key: K,
  rowSchema: Row,
  inputSchema: Input,
) => {
  const identity: ContentTypeIdentity = CONTENT_TYPES[key];
  return { ...identity, key, rowSchema, inputSchema } satisfies ContentTypeEntry<Row, Input> & { key: K };
};

export const CONTENT_REGISTRY = {
  branches: entry('branches', branchSchema, branchInputSchema),
  comments: entry('comments', commentSchema, commentInputSchema),
  events: entry('events', eventSchema, eventInputSchema),
  news: entry('news', newsItemSchema, newsInputSchema),
  institutions: entry('institutions', organizationSchema, organizationInputSchema),
  partners: entry('partners', partnerSchema, partnerInputSchema),
  achievements: entry('achievements', analysisSchema, analysisInputSchema),
} as const satisfies { [K in ContentKey]: ContentTypeEntry & { key: K } };

export type ContentRegistry = typeof CONTENT_REGISTRY;
