/**
 * What staff send to create or change public content: the shapes the reads return,
 * without ids, with every field checked and bounded. HTML fields are sanitised by the server.
 */
import { z } from 'zod';

export const CONTENT_INPUT_TEXTS = {
  required: (label: string) => `Please enter the ${label}.`,
  tooLong: (label: string, max: number) => `The ${label} must be at most ${max} characters.`,
  link: 'Please enter a full web address starting with http:// or https://.',
  image: 'Please upload an image or enter a full web address.',
  imageAlt: (max: number) => `The image text must be at most ${max} characters.`,
  number: 'Please enter a whole number of 0 or more.',
  capacity: 'Please enter a whole number of 1 or more, or leave it empty for no limit.',
  date: 'Please enter a valid date.',
  eventHasSubmissions:
    'This event has registrations or sponsor requests, so it cannot be deleted. Switch it to inactive instead.',
} as const;

const text = (label: string, max: number) =>
  z
    .string(CONTENT_INPUT_TEXTS.required(label))
    .trim()
    .min(1, CONTENT_INPUT_TEXTS.required(label))
    .max(max, CONTENT_INPUT_TEXTS.tooLong(label, max));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, CONTENT_INPUT_TEXTS.tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A web link: http or https only (never javascript:, data: …), or nothing. */
export const optionalLink = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isHttpUrl(value), CONTENT_INPUT_TEXTS.link);

/** An image: an uploaded file's path (`/uploads/<name>`) or an http(s) address, or nothing. */
export const optionalImage = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || /^\/uploads\/[\w.-]+$/.test(value) || isHttpUrl(value),
    CONTENT_INPUT_TEXTS.image,
  );

/** The longest alternative text: a sentence or two, never the article (decision 019). */
export const IMAGE_ALT_MAX_LENGTH = 300;

/**
 * An image's words as staff send them (decision 019). Both may be left out: a write without them
 * keeps what is stored, so SPEC's payloads (which know nothing of them) never erase a text.
 */
export const imageWordsInputShape = {
  imageAlt: z
    .string()
    .trim()
    .max(IMAGE_ALT_MAX_LENGTH, CONTENT_INPUT_TEXTS.imageAlt(IMAGE_ALT_MAX_LENGTH))
    .optional(),
  imageDecorative: z.boolean().optional(),
};

/**
 * Whether an image lacks its words: it is there, has no alternative text and is not marked
 * decorative. The dashboard warns about it (in the form and in the list), never refuses it.
 */
export function imageLacksWords(row: {
  image: string | null | undefined;
  imageAlt: string | null | undefined;
  imageDecorative: boolean | null | undefined;
}): boolean {
  return Boolean(row.image?.trim()) && !row.imageDecorative && !row.imageAlt?.trim();
}

const wholeNumber = z.coerce
  .number(CONTENT_INPUT_TEXTS.number)
  .int(CONTENT_INPUT_TEXTS.number)
  .min(0, CONTENT_INPUT_TEXTS.number)
  .max(Number.MAX_SAFE_INTEGER, CONTENT_INPUT_TEXTS.number);
/**
 * Places for stands or sponsors: 1 or more; null or an empty field for no limit; left out, the
 * stored value stays. A number field's text ('12') is read as its number.
 */
const capacity = z.preprocess(
  (value) =>
    value === '' ? null : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
  z
    .number(CONTENT_INPUT_TEXTS.capacity)
    .int(CONTENT_INPUT_TEXTS.capacity)
    .min(1, CONTENT_INPUT_TEXTS.capacity)
    .max(1_000_000, CONTENT_INPUT_TEXTS.capacity)
    .nullable()
    .optional(),
);
const priority = wholeNumber.max(1_000_000, CONTENT_INPUT_TEXTS.number).default(0);

const dateTime = z
  .string(CONTENT_INPUT_TEXTS.date)
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), CONTENT_INPUT_TEXTS.date)
  .transform((value) => new Date(value).toISOString());

/** An ISO 8601 date-time, with an offset (`Z`, `+03:00`) or without one. */
const isoDateTime = z.iso.datetime({ offset: true, local: true });

/**
 * An event's day: a calendar date (`2026-12-23`) or an ISO 8601 date-time
 * (`2026-12-23T10:00:00Z`), kept as the date part as written. `2026-12-23T23:30:00-05:00` is the
 * 23rd, where the event is, not UTC's 24th: the day on the poster is the day shown.
 */
const calendarDay = z
  .string(CONTENT_INPUT_TEXTS.date)
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || isoDateTime.safeParse(value).success,
    CONTENT_INPUT_TEXTS.date,
  )
  .transform((value) => value.slice(0, 10))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, CONTENT_INPUT_TEXTS.date);

/** A day that may be left empty: '' and null clear it. */
const optionalDay = z
  .union([z.literal(''), z.null(), calendarDay])
  .optional()
  .transform((value) => (value ? value : null));

/**
 * A health page's review (docs/content-review.md): its days, the reviewer's name, and the account
 * told when the next is due (none: its last editor). The next may not come before the last.
 */
export const reviewDatesInputShape = {
  reviewedOn: optionalDay,
  nextReviewOn: optionalDay,
  reviewerName: z
    .string()
    .trim()
    .max(200, CONTENT_INPUT_TEXTS.tooLong('reviewer’s name', 200))
    .nullish()
    .transform((value) => (value ? value : null)),
  reviewOwnerId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
};

export const organizationInputSchema = z.object({
  name: text('name', 200),
  description: z.string().max(20_000).default(''),
  imageUrl: optionalImage,
  priority,
  ...reviewDatesInputShape,
});

export const newsInputSchema = z.object({
  name: text('title', 300),
  description: z.string().trim().max(20_000).default(''),
  imageUrl: optionalImage,
  link: optionalLink,
  createdOn: dateTime.optional(),
  isBanner: z.boolean().default(false),
  isNews: z.boolean().default(true),
  ...reviewDatesInputShape,
});

export const analysisInputSchema = z.object({
  title: text('label', 200),
  number: wholeNumber,
  imageUrl: optionalImage,
  priority,
});

export const commentInputSchema = z.object({
  name: text('name', 200),
  description: z.string().max(20_000).default(''),
  imageUrl: optionalImage,
});

export const partnerInputSchema = z.object({
  name: text('name', 200),
  description: z.string().trim().max(5_000).default(''),
  link: optionalLink,
  imageUrl: optionalImage,
});

export const eventInputSchema = z.object({
  eventName: text('event name', 300),
  formLink: optionalLink,
  isActive: z.boolean().default(true),
  date: calendarDay,
  location: optionalText('location', 300),
  time: optionalText('time', 100),
  description: optionalText('description', 20_000),
  imagePath: optionalImage,
  // Decision 018: left out, the stored capacity stays (SPEC's payloads know none); null, no limit.
  standCapacity: capacity,
  sponsorCapacity: capacity,
});

export const branchInputSchema = z.object({
  name: text('name', 200),
  city: text('city', 100),
  address: z.string().trim().max(500).default(''),
  phone: optionalText('phone', 50),
  email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null))
    .refine(
      (value) => value === null || z.email().safeParse(value).success,
      'Please enter a valid email address.',
    ),
  mapLink: optionalLink,
  imageUrl: optionalImage,
  priority,
});

export type OrganizationInput = z.input<typeof organizationInputSchema>;
export type NewsInput = z.input<typeof newsInputSchema>;
export type AnalysisInput = z.input<typeof analysisInputSchema>;
export type CommentInput = z.input<typeof commentInputSchema>;
export type PartnerInput = z.input<typeof partnerInputSchema>;
export type EventInput = z.input<typeof eventInputSchema>;
export type BranchInput = z.input<typeof branchInputSchema>;
