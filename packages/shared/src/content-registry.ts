/**
 * The content registry: each content type's identity (content-types.ts) with its schemas, the row
 * as the API returns it and the input staff send. The server adds its table, ordering and HTML
 * fields to an entry (apps/server/src/features/content/resources.ts); the web app adds its columns
 * and form fields (apps/web/src/features/content-admin/resources/). Not imported by public
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
  IMAGE_ALT_MAX_LENGTH,
  imageWordsInputShape,
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
> extends ContentTypeIdentity,
    ContentListParts {
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
  /** The staff list's query: page, sort (one of the type's `sortable`), search, state (decision 019). */
  listQuerySchema: ReturnType<typeof contentListQuerySchema>;
}

/** The staff list's page size unless asked, and the most one page may hold. */
export const CONTENT_PAGE_SIZE = 25;
export const CONTENT_MAX_PAGE_SIZE = 200;
/** What the staff list can be filtered to besides everything (content-publication.ts' states). */
export const CONTENT_SHOW_FILTERS = ['all', 'published', 'draft', 'scheduled'] as const;
export type ContentShowFilter = (typeof CONTENT_SHOW_FILTERS)[number];
/** Sort fields every type has: its state for visitors, and its number. */
export const COMMON_SORT_FIELDS = ['publication', 'id'] as const;

/**
 * `GET {api}/staff-content/{type}`'s query, as the submissions list's (submissions.ts): `page`
 * from 1, `pageSize` bounded, `sort` one of the type's whitelisted fields (none: the type's usual
 * order), `direction`, `q` (searched in the type's `searchable` fields in every language, any
 * letter case, `%` and `_` taken literally), `show` (a publication state), and `untranslated` (a
 * language: only the rows with a visitor-facing text still missing in it).
 */
export function contentListQuerySchema(sortable: readonly string[]) {
  const fields: [string, ...string[]] = [...COMMON_SORT_FIELDS, ...sortable];
  const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(CONTENT_MAX_PAGE_SIZE).optional().default(CONTENT_PAGE_SIZE),
    sort: z.enum(fields).optional(),
    direction: z.enum(['asc', 'desc']).optional().default('asc'),
    q: z.string().trim().max(200).optional().default(''),
    show: z.enum(CONTENT_SHOW_FILTERS).optional().default('all'),
    untranslated: z.enum(otherLocales).optional(),
  });
}
export type ContentListQuery = z.infer<ReturnType<typeof contentListQuerySchema>>;

/** The most text a translated value holds: the longest of SPEC's fields (descriptions). */
const MAX_TRANSLATION_LENGTH = 20_000;

/** `translations` of a write: per other language, per translatable field, a text ('' removes it). */
const translationsInput = (fields: readonly string[]) => {
  const values = z
    .object(
      Object.fromEntries(
        fields.map((field) => [
          field,
          z
            .string()
            .trim()
            .max(field === 'imageAlt' ? IMAGE_ALT_MAX_LENGTH : MAX_TRANSLATION_LENGTH)
            .optional(),
        ]),
      ),
    )
    .strict();
  const languages = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  return z
    .object(Object.fromEntries(languages.map((locale) => [locale, values.optional()])))
    .strict()
    .optional();
};

/**
 * What only the staff side needs of a type (decision 019), kept out of content-types.ts so public
 * pages do not load it: its image field, and what its staff list sorts by and searches in.
 */
export interface ContentListParts {
  /** The row's image field; its words (`imageAlt`, `imageDecorative`) go with it. */
  image: 'imageUrl' | 'imagePath';
  /** Fields the staff list can be sorted by (the server sorts, as it pages). */
  sortable: readonly string[];
  /** Fields the staff list's search looks in, in every language (the names and titles). */
  searchable: readonly string[];
}

const entry = <K extends ContentKey, Row extends z.ZodObject, Input extends z.ZodObject>(
  key: K,
  rowSchema: Row,
  inputSchema: Input,
  parts: ContentListParts,
  staffShape: z.ZodRawShape = {},
) => {
  const identity: ContentTypeIdentity = CONTENT_TYPES[key];
  // Every type's writes take drafts and schedules too (content-publication.ts), and its image's words.
  const withTranslations = inputSchema.extend({
    ...imageWordsInputShape,
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
    ...parts,
    listQuerySchema: contentListQuerySchema(parts.sortable),
  } satisfies ContentTypeEntry<Row, typeof withTranslations> & { key: K };
};

/** Staff only: who is told when a health page's review is due (docs/content-review.md). */
const reviewOwnerShape = { reviewOwnerId: z.number().int().nullable() };

export const CONTENT_REGISTRY = {
  branches: entry('branches', branchSchema, branchInputSchema, {
    image: 'imageUrl',
    sortable: ['name', 'city', 'priority'],
    searchable: ['name', 'city'],
  }),
  comments: entry('comments', commentSchema, commentInputSchema, {
    image: 'imageUrl',
    sortable: ['name'],
    searchable: ['name'],
  }),
  events: entry(
    'events',
    eventSchema,
    eventInputSchema,
    {
      image: 'imagePath',
      sortable: ['eventName', 'date', 'location', 'isActive'],
      searchable: ['eventName', 'location'],
    },
    eventStaffShape,
  ),
  news: entry(
    'news',
    newsItemSchema,
    newsInputSchema,
    { image: 'imageUrl', sortable: ['name', 'createdOn', 'isBanner', 'isNews'], searchable: ['name'] },
    reviewOwnerShape,
  ),
  institutions: entry(
    'institutions',
    organizationSchema,
    organizationInputSchema,
    { image: 'imageUrl', sortable: ['name', 'priority'], searchable: ['name'] },
    reviewOwnerShape,
  ),
  partners: entry('partners', partnerSchema, partnerInputSchema, {
    image: 'imageUrl',
    sortable: ['name'],
    searchable: ['name'],
  }),
  achievements: entry('achievements', analysisSchema, analysisInputSchema, {
    image: 'imageUrl',
    sortable: ['title', 'number', 'priority'],
    searchable: ['title'],
  }),
} as const satisfies { [K in ContentKey]: ContentTypeEntry & { key: K } };

export type ContentRegistry = typeof CONTENT_REGISTRY;
