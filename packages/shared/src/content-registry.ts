/**
 * The content registry: each content type's identity (content-types.ts) with its schemas, the row
 * as the API returns it and the input staff send. The server adds its table, ordering and HTML
 * fields to an entry (apps/server/src/features/content/resources.ts); the web app adds its columns
 * and form fields (apps/web/src/features/back-office/content/resources/). Not imported by public
 * pages: it brings zod.
 */
import { z } from 'zod';
import {
  analysisSchema,
  branchSchema,
  commentSchema,
  eventSchema,
  eventStaffShape,
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
import { publicationInputShape, publicationShape } from './content-publication';
import { CONTENT_TYPES, type ContentKey, type ContentTypeIdentity } from './content-types';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export interface ContentTypeEntry<
  Row extends z.ZodObject = z.ZodObject,
  Input extends z.ZodObject = z.ZodObject,
> extends ContentTypeIdentity {
  key: ContentKey;
  /** A row as every read and write answers it (only these keys are ever sent). */
  rowSchema: Row;
  /**
   * What staff send; only its fields are written (no mass assignment). Beside SPEC's fields it
   * takes `translations` (docs/content-languages.md), which a write may leave out.
   */
  inputSchema: Input;
  /**
   * A row as staff reads and writes answer it: the row with `isPublished` and `publishAt`, and the
   * fields only staff see (`staffOnly`).
   */
  staffRowSchema: z.ZodObject;
  /** Fields staff read and write that the public reads never carry (an event's capacities). */
  staffOnly: readonly string[];
}

/** The most text a translated value holds: the longest of SPEC's fields (descriptions). */
const MAX_TRANSLATION_LENGTH = 20_000;

/** `translations` of a write: per other language, per translatable field, a text ('' removes it). */
const translationsInput = (fields: readonly string[]) => {
  const values = z
    .object(
      Object.fromEntries(
        fields.map((field) => [field, z.string().trim().max(MAX_TRANSLATION_LENGTH).optional()]),
      ),
    )
    .strict();
  const languages = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  return z
    .object(Object.fromEntries(languages.map((locale) => [locale, values.optional()])))
    .strict()
    .optional();
};

const entry = <K extends ContentKey, Row extends z.ZodObject, Input extends z.ZodObject>(
  key: K,
  rowSchema: Row,
  inputSchema: Input,
  staffShape: z.ZodRawShape = {},
) => {
  const identity: ContentTypeIdentity = CONTENT_TYPES[key];
  // Every type's writes take drafts and schedules too (content-publication.ts).
  const withTranslations = inputSchema.extend({
    translations: translationsInput(identity.translatable),
    ...publicationInputShape,
  });
  const staffRowSchema = rowSchema.extend({ ...publicationShape, ...staffShape });
  return {
    ...identity,
    key,
    rowSchema,
    inputSchema: withTranslations,
    staffRowSchema,
    staffOnly: Object.keys(staffShape),
  } satisfies ContentTypeEntry<Row, typeof withTranslations> & { key: K };
};

export const CONTENT_REGISTRY = {
  branches: entry('branches', branchSchema, branchInputSchema),
  comments: entry('comments', commentSchema, commentInputSchema),
  events: entry('events', eventSchema, eventInputSchema, eventStaffShape),
  news: entry('news', newsItemSchema, newsInputSchema),
  institutions: entry('institutions', organizationSchema, organizationInputSchema),
  partners: entry('partners', partnerSchema, partnerInputSchema),
  achievements: entry('achievements', analysisSchema, analysisInputSchema),
} as const satisfies { [K in ContentKey]: ContentTypeEntry & { key: K } };

export type ContentRegistry = typeof CONTENT_REGISTRY;
