/**
 * The public content as the API returns it (SPEC §3/§7, camelCase). Image paths are as stored:
 * relative `/uploads/…` or absolute `http…`; the client resolves them (SPEC §3 'Image paths').
 */
import { z } from 'zod';

const id = z.number().int().positive();
const imagePath = z.string().nullable();

/**
 * An image's words (decision 019), beside every image field: its alternative text in the row's
 * language ('' when none is written; other languages in `translations`), and whether it is
 * decorative (`alt=""` on the page, no text needed). Public answers carry both, so a page needs
 * no other read to describe its images.
 */
export const imageWordsShape = {
  // Defaults: an answer from before the words existed reads as 'none written, not decorative'.
  imageAlt: z.string().default(''),
  imageDecorative: z.boolean().default(false),
};

/**
 * When a health page was last checked and will be next, and by whom (docs/content-review.md):
 * calendar days `YYYY-MM-DD`, null when not set. News items and institutions carry them; a
 * reader treats a missing one as not set, as in answers from before they existed.
 */
export const reviewDatesShape = {
  reviewedOn: z.string().nullish(),
  nextReviewOn: z.string().nullish(),
  reviewerName: z.string().nullish(),
};

export const organizationSchema = z.object({
  id,
  name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  imageUrl: imagePath,
  ...imageWordsShape,
  priority: z.number().int(),
  ...reviewDatesShape,
});
export type Organization = z.infer<typeof organizationSchema>;

export const newsItemSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  imageUrl: imagePath,
  ...imageWordsShape,
  link: z.string().nullable(),
  /** ISO 8601 date-time of publication; may lie in the future. */
  createdOn: z.string(),
  isBanner: z.boolean(),
  isNews: z.boolean(),
  ...reviewDatesShape,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const analysisSchema = z.object({
  id,
  title: z.string(),
  number: z.number(),
  imageUrl: imagePath,
  ...imageWordsShape,
  priority: z.number().int(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const commentSchema = z.object({
  id,
  name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  imageUrl: imagePath,
  ...imageWordsShape,
});
export type Comment = z.infer<typeof commentSchema>;

export const partnerSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  imageUrl: imagePath,
  ...imageWordsShape,
});
export type Partner = z.infer<typeof partnerSchema>;

export const eventSchema = z.object({
  id,
  eventName: z.string(),
  formLink: z.string().nullable(),
  isActive: z.boolean(),
  /** Calendar day, `YYYY-MM-DD`. */
  date: z.string(),
  location: z.string().nullable(),
  time: z.string().nullable(),
  description: z.string().nullable(),
  imagePath: imagePath,
  ...imageWordsShape,
});
export type Event = z.infer<typeof eventSchema>;

/**
 * What staff read of an event beside SPEC's fields (never the public reads, decision 018): how
 * many stands and sponsors it takes before further registrations go to a waiting list; null, no
 * limit.
 */
export const eventStaffShape = {
  standCapacity: z.number().int().nullable(),
  sponsorCapacity: z.number().int().nullable(),
};
export type EventCapacities = { [K in keyof typeof eventStaffShape]: number | null };

export const branchSchema = z.object({
  id,
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  mapLink: z.string().nullable(),
  imageUrl: imagePath,
  ...imageWordsShape,
  priority: z.number().int(),
});
export type Branch = z.infer<typeof branchSchema>;

// The read paths are PUBLIC_API_PATHS in public-api-paths.ts: without zod, so pages can import them.
