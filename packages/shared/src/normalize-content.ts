/**
 * Turns the public API's answers into what the pages show (SPEC §3), in one place:
 * - field names with either first-letter case (`Name` = `name`);
 * - items without an id dropped; events without an id, a name or a valid date dropped;
 * - the SPEC's defaults: location 'Location not specified', description 'No description available',
 *   and a default logo for partners and events without an image;
 * - derived day, short month and year, and the 'future' flag;
 * - image paths resolved: relative paths get the API origin, `http…` stays as it is.
 * Pure: no fetch, no DOM. The caller passes the API origin, the default logo and the clock.
 */
import { normalizeKeys } from './keys';

export const EVENT_LOCATION_FALLBACK = 'Location not specified';
export const EVENT_DESCRIPTION_FALLBACK = 'No description available';

export interface NormalizeOptions {
  /** Prefix for relative image paths, e.g. 'https://api.example' or '' for the same origin. */
  apiOrigin: string;
  /** The image shown for partners and events that have none (SPEC §3 'default logo'). */
  defaultLogoUrl: string;
  /** 'Now' for the future flag; defaults to the current time. */
  now?: Date;
}

export interface DateParts {
  /** Day of the month, 1–31. */
  day: number;
  /** Short English month name: 'Jan' … 'Dec'. */
  month: string;
  year: number;
  /** ISO form of the date, for `<time dateTime>`. */
  iso: string;
}

/** When a health page was last checked and will be next (docs/content-review.md); null when neither is set. */
export interface ReviewView {
  reviewedOn: DateParts | null;
  nextReviewOn: DateParts | null;
  reviewerName: string | null;
}

export interface OrganizationView {
  key: string;
  name: string;
  /** Sanitised HTML (the server sanitises it when it is written). */
  descriptionHtml: string;
  imageUrl: string | null;
  /**
   * The image's words for `alt` (decision 019): '' for a decorative image, its text when one is
   * written (in the page's language, falling back as the read does), null when neither: the page
   * then keeps its own choice.
   */
  imageAlt: string | null;
  review: ReviewView | null;
  /** The fields shown in the default language for want of a translation (API names, docs/I18N.md). */
  untranslated?: readonly string[];
}

export interface NewsView {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  /**
   * The image's words for `alt` (decision 019): '' for a decorative image, its text when one is
   * written (in the page's language, falling back as the read does), null when neither: the page
   * then keeps its own choice.
   */
  imageAlt: string | null;
  /** An http(s) address, or null: other schemes are dropped so a link can never run script. */
  link: string | null;
  date: DateParts | null;
  /** True when the publication date is later than now (SPEC §3). */
  isFuture: boolean;
  isBanner: boolean;
  isNews: boolean;
  review: ReviewView | null;
  /** The fields shown in the default language for want of a translation (API names, docs/I18N.md). */
  untranslated?: readonly string[];
}

export interface AnalysisView {
  key: string;
  title: string;
  number: number;
  imageUrl: string | null;
  /**
   * The image's words for `alt` (decision 019): '' for a decorative image, its text when one is
   * written (in the page's language, falling back as the read does), null when neither: the page
   * then keeps its own choice.
   */
  imageAlt: string | null;
  priority: number;
  /** The fields shown in the default language for want of a translation (API names, docs/I18N.md). */
  untranslated?: readonly string[];
}

export interface CommentView {
  id: number;
  name: string;
  /** Sanitised HTML. */
  descriptionHtml: string;
  /** The description as plain text, for the 'Read More' threshold and the collapsed excerpt. */
  descriptionText: string;
  imageUrl: string | null;
  /**
   * The image's words for `alt` (decision 019): '' for a decorative image, its text when one is
   * written (in the page's language, falling back as the read does), null when neither: the page
   * then keeps its own choice.
   */
  imageAlt: string | null;
  /** The fields shown in the default language for want of a translation (API names, docs/I18N.md). */
  untranslated?: readonly string[];
}

export interface PartnerView {
  id: number;
  name: string;
  description: string;
  link: string | null;
  /** The partner's logo, or the default logo. */
  imageUrl: string;
  /**
   * The image's words for `alt` (decision 019): '' for a decorative image, its text when one is
   * written (in the page's language, falling back as the read does), null when neither: the page
   * then keeps its own choice.
   */
  imageAlt: string | null;
  hasOwnImage: boolean;
  /** The fields shown in the default language for want of a translation (API names, docs/I18N.md). */
  untranslated?: readonly string[];
}

export interface EventView {
  id: number;
  eventName: string;
  formLink: string | null;
  isActive: boolean;
  date: DateParts;
  location: string;
  time: string | null;
  /** The description, or 'No description available'. */
  description: string;
  /** False when `description` is the fallback (the details page has its own fallback text). */
  hasDescription: boolean;
  /** The event's image, or the default logo. */
  imageUrl: string;
  /**
   * The image's words for `alt` (decision 019): '' for a decorative image, its text when one is
   * written (in the page's language, falling back as the read does), null when neither: the page
   * then keeps its own choice.
   */
  imageAlt: string | null;
  hasOwnImage: boolean;
  /** The fields shown in the default language for want of a translation (API names, docs/I18N.md). */
  untranslated?: readonly string[];
}

type RawRecord = Record<string, unknown>;

/** SPEC §2's date badges: the short months (in English; each language's catalogue has its own). */
export const ENGLISH_SHORT_MONTHS = {
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

/**
 * SPEC §3 'Image paths': a path starting with http is used unchanged; any other path is
 * prefixed with the API origin. Empty paths give null.
 */
export function resolveImageUrl(path: unknown, apiOrigin: string): string | null {
  const value = optionalText(path);
  if (value === null) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return `${apiOrigin.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

/** Keeps only http(s) addresses, which are safe in an `href`. */
export function safeLink(value: unknown): string | null {
  const link = optionalText(value);
  return link !== null && /^https?:\/\/[^\s]+$/i.test(link) ? link : null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of a small HTML fragment: tags removed, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      const lower = code.toLowerCase();
      if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16), entity);
      if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10), entity);
      return ENTITIES[lower] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** Day, short month and year of a date, in UTC (event dates are calendar days), or null when invalid. */
export function dateParts(value: unknown): DateParts | null {
  const date = parseDate(value);
  if (!date) return null;
  return {
    day: date.getUTCDate(),
    month: ENGLISH_SHORT_MONTHS.shortMonths[date.getUTCMonth()] ?? '',
    year: date.getUTCFullYear(),
    iso: date.toISOString(),
  };
}

function parseDate(value: unknown): Date | null {
  const text = optionalText(value);
  if (text === null) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  // A calendar day must exist: JavaScript would read 2026-02-30 as 2 March.
  return !/^\d{4}-\d{2}-\d{2}$/.test(text) || date.toISOString().startsWith(text) ? date : null;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function optionalText(value: unknown): string | null {
  const result = text(value);
  return result === '' ? null : result;
}

function toId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function toNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && value.toLowerCase() === 'true');
}

/**
 * The items of a list answer, each with lower-first keys. Anything that is not a list gives no
 * items; an item that is not an object, or names a field twice in both casings, is dropped.
 */
function records(raw: unknown): RawRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const record = toRecord(item);
    return record ? [record] : [];
  });
}

function toRecord(raw: unknown): RawRecord | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  try {
    return normalizeKeys(raw) as RawRecord;
  } catch {
    return null;
  }
}

const withUntranslated = (record: RawRecord) => {
  const untranslated = untranslatedOf(record);
  return untranslated ? { untranslated } : {};
};

/** The answer's `untranslated` list (a read in another language): which fields fell back. */
function untranslatedOf(record: RawRecord): readonly string[] | undefined {
  const list = record.untranslated;
  return Array.isArray(list) && list.length > 0
    ? list.filter((item): item is string => typeof item === 'string')
    : undefined;
}

/** A field by its camelCase name: `records` already turned `ImageUrl` into `imageUrl`. */
function field(record: RawRecord, name: string): unknown {
  return record[name];
}

/** The image's `alt` (decision 019): '' when decorative, its text, or null when it has neither. */
export function imageAltOf(record: RawRecord): string | null {
  if (toBoolean(field(record, 'imageDecorative'))) return '';
  return optionalText(field(record, 'imageAlt'));
}

/** A record's review dates (an item's, or the settings' About review), or null when it has neither day. */
export function reviewOf(record: RawRecord): ReviewView | null {
  const reviewedOn = dateParts(field(record, 'reviewedOn'));
  const nextReviewOn = dateParts(field(record, 'nextReviewOn'));
  if (!reviewedOn && !nextReviewOn) return null;
  return { reviewedOn, nextReviewOn, reviewerName: optionalText(field(record, 'reviewerName')) };
}

export function normalizeOrganizations(raw: unknown, options: NormalizeOptions): OrganizationView[] {
  return records(raw).map((record, index) => ({
    key: String(toId(field(record, 'id')) ?? `index-${index}`),
    ...withUntranslated(record),
    name: text(field(record, 'name')),
    descriptionHtml: text(field(record, 'description')),
    imageUrl: resolveImageUrl(field(record, 'imageUrl'), options.apiOrigin),
    imageAlt: imageAltOf(record),
    review: reviewOf(record),
  }));
}

function toNewsView(record: RawRecord, options: NormalizeOptions): NewsView | null {
  const id = toId(field(record, 'id'));
  if (id === null) return null;
  const published = parseDate(field(record, 'createdOn'));
  const now = options.now ?? new Date();
  return {
    id,
    ...withUntranslated(record),
    name: text(field(record, 'name')),
    description: text(field(record, 'description')),
    imageUrl: resolveImageUrl(field(record, 'imageUrl'), options.apiOrigin),
    imageAlt: imageAltOf(record),
    link: safeLink(field(record, 'link')),
    date: dateParts(field(record, 'createdOn')),
    isFuture: published !== null && published.getTime() > now.getTime(),
    isBanner: toBoolean(field(record, 'isBanner')),
    isNews: toBoolean(field(record, 'isNews')),
    review: reviewOf(record),
  };
}

/** Every news item with an id, in the order received. */
export function normalizeNewsList(raw: unknown, options: NormalizeOptions): NewsView[] {
  return records(raw).flatMap((record) => {
    const item = toNewsView(record, options);
    return item ? [item] : [];
  });
}

/** One news item (`/news/id/{id}`), or null when the answer has no id. */
export function normalizeNewsItem(raw: unknown, options: NormalizeOptions): NewsView | null {
  const record = toRecord(raw);
  return record ? toNewsView(record, options) : null;
}

/** SPEC §3: only items with isNews true are listed (News section and all-news page). */
export function onlyNews(items: readonly NewsView[]): NewsView[] {
  return items.filter((item) => item.isNews);
}

/** SPEC §3: the home carousel shows the items with isBanner true. */
export function onlyBanners(items: readonly NewsView[]): NewsView[] {
  return items.filter((item) => item.isBanner);
}

/** Achievements ordered by priority (lowest first); the original order breaks ties. */
export function normalizeAnalysis(raw: unknown, options: NormalizeOptions): AnalysisView[] {
  return records(raw)
    .map((record, index) => ({
      key: String(toId(field(record, 'id')) ?? `index-${index}`),
      ...withUntranslated(record),
      title: text(field(record, 'title')),
      number: toNumber(field(record, 'number'), 0),
      imageUrl: resolveImageUrl(field(record, 'imageUrl'), options.apiOrigin),
      imageAlt: imageAltOf(record),
      priority: toNumber(field(record, 'priority'), Number.POSITIVE_INFINITY),
    }))
    .sort((a, b) => (a.priority === b.priority ? 0 : a.priority < b.priority ? -1 : 1));
}

export function normalizeComments(raw: unknown, options: NormalizeOptions): CommentView[] {
  return records(raw).flatMap((record) => {
    const id = toId(field(record, 'id'));
    if (id === null) return [];
    const descriptionHtml = text(field(record, 'description'));
    return [
      {
        id,
        ...withUntranslated(record),
        name: text(field(record, 'name')),
        descriptionHtml,
        descriptionText: htmlToText(descriptionHtml),
        imageUrl: resolveImageUrl(field(record, 'imageUrl'), options.apiOrigin),
        imageAlt: imageAltOf(record),
      },
    ];
  });
}

export function normalizePartners(raw: unknown, options: NormalizeOptions): PartnerView[] {
  return records(raw).flatMap((record) => {
    const id = toId(field(record, 'id'));
    if (id === null) return [];
    const image = resolveImageUrl(field(record, 'imageUrl'), options.apiOrigin);
    return [
      {
        id,
        ...withUntranslated(record),
        name: text(field(record, 'name')),
        description: text(field(record, 'description')),
        link: safeLink(field(record, 'link')),
        imageUrl: image ?? options.defaultLogoUrl,
        hasOwnImage: image !== null,
        // The default logo is not the partner's image: its words are not this image's.
        imageAlt: image !== null ? imageAltOf(record) : null,
      },
    ];
  });
}

function toEventView(record: RawRecord, options: NormalizeOptions): EventView | null {
  const id = toId(field(record, 'id'));
  const eventName = text(field(record, 'eventName'));
  const date = dateParts(field(record, 'date'));
  if (id === null || eventName === '' || date === null) return null;
  const description = optionalText(field(record, 'description'));
  const image = resolveImageUrl(field(record, 'imagePath'), options.apiOrigin);
  return {
    id,
    ...withUntranslated(record),
    eventName,
    formLink: safeLink(field(record, 'formLink')),
    isActive: toBoolean(field(record, 'isActive')),
    date,
    location: optionalText(field(record, 'location')) ?? EVENT_LOCATION_FALLBACK,
    time: optionalText(field(record, 'time')),
    description: description ?? EVENT_DESCRIPTION_FALLBACK,
    hasDescription: description !== null,
    imageUrl: image ?? options.defaultLogoUrl,
    hasOwnImage: image !== null,
    imageAlt: image !== null ? imageAltOf(record) : null,
  };
}

/**
 * The events to show, in reversed order (SPEC §3): the API lists them by id ascending, so the
 * newest comes first here. Events without an id, a name or a valid date are dropped.
 */
export function normalizeEvents(raw: unknown, options: NormalizeOptions): EventView[] {
  return records(raw)
    .flatMap((record) => {
      const event = toEventView(record, options);
      return event ? [event] : [];
    })
    .reverse();
}

/** One event (`/Events/{id}`), or null when it lacks an id, a name or a valid date. */
export function normalizeEvent(raw: unknown, options: NormalizeOptions): EventView | null {
  const record = toRecord(raw);
  return record ? toEventView(record, options) : null;
}
