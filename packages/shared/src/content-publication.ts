/**
 * Drafts, scheduled publishing, preview links and revisions, for every content type of
 * the registry (content-registry.ts adds these fields to each entry). Visitors see an item only
 * when it is published and its `publishAt` is empty or past; staff read every item, with its
 * state, through the staff read (docs/content-publishing.md).
 */
import { z } from 'zod';
import type { ContentKey } from './content-types';

/** Messages of the publishing calls (the dashboard shows them in its own language). */
export const PUBLICATION_TEXTS = {
  publishAt: 'Please enter a valid date and time.',
  previewExpired: 'This preview link has expired or is not valid. Ask the editor for a new one.',
  revisionNotFound: 'This revision does not exist (any more).',
} as const;

/** How long a preview link opens its item: one hour. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;
/** How many revisions each item keeps: the newest ones. */
export const REVISIONS_KEPT = 50;
/** The header a preview page sends its link's token in (from the link's fragment, never its URL). */
export const PREVIEW_TOKEN_HEADER = 'X-Preview-Token';
/** The fragment parameter of a preview link: `/preview#token=…`. */
export const PREVIEW_FRAGMENT_PARAM = 'token';

/** An ISO 8601 date-time, or nothing ('' and null clear it). */
const publishAtInput = z
  .string(PUBLICATION_TEXTS.publishAt)
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || !Number.isNaN(Date.parse(value)), PUBLICATION_TEXTS.publishAt)
  .transform((value) => (value === null ? null : new Date(value).toISOString()));

/**
 * What every write takes beside the type's own fields. `isPublished` is true unless sent, so SPEC's
 * payloads publish at once as they always did; a write without `publishAt` clears it.
 */
export const publicationInputShape = {
  isPublished: z.boolean().default(true),
  publishAt: publishAtInput,
};

/** What staff reads and writes answer beside the type's own fields. */
export const publicationShape = {
  isPublished: z.boolean(),
  /** ISO 8601; null when the item shows as soon as it is published. */
  publishAt: z.string().nullable(),
};

export type PublicationState = 'published' | 'draft' | 'scheduled';

/** Where a row stands for visitors at `now`. */
export function publicationState(
  row: { isPublished: boolean; publishAt: string | null },
  now: Date,
): PublicationState {
  if (!row.isPublished) return 'draft';
  if (row.publishAt && Date.parse(row.publishAt) > now.getTime()) return 'scheduled';
  return 'published';
}

/** One saved state of an item: who saved it, when, and every value it then had. */
export const revisionSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  values: z.record(z.string(), z.unknown()),
});
export type Revision = z.infer<typeof revisionSchema>;

/** What changed from one revision to another, field by field (translations as `ar.name`…). */
export const revisionDiffSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type RevisionDiff = z.infer<typeof revisionDiffSchema>;

export const previewLinkSchema = z.object({
  /** The page to open: `/preview#token=…`. */
  path: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** What a preview link opens: the item, with its state and translations, and its type. */
export const previewAnswerSchema = z.object({
  type: z.string(),
  item: z.record(z.string(), z.unknown()),
});

/** The staff calls, under the public base `{api}` (docs/content-publishing.md). */
export const PUBLICATION_PATHS = {
  /** GET: every item with drafts and scheduled ones, their state and translations. */
  staffList: (key: ContentKey) => `/staff-content/${key}`,
  /** POST: a preview link for one item. */
  previewLink: (key: ContentKey, id: number | string) => `/staff-content/${key}/${id}/preview-link`,
  /** GET: an item's revisions, newest first. */
  revisions: (key: ContentKey, id: number | string) => `/staff-content/${key}/${id}/revisions`,
  /** GET: what changed from revision `from` to revision `to`. */
  diff: (key: ContentKey, id: number | string, from: number | string, to: number | string) =>
    `/staff-content/${key}/${id}/revisions/${from}/diff/${to}`,
  /** POST: write the revision's values back (a new revision). */
  restore: (key: ContentKey, id: number | string, revision: number | string) =>
    `/staff-content/${key}/${id}/revisions/${revision}/restore`,
  /** GET, public with the link's token: the previewed item. */
  preview: '/preview',
} as const;

/** The preview page and its link. */
export const previewPagePath = (token: string) => `/preview#${PREVIEW_FRAGMENT_PARAM}=${token}`;
