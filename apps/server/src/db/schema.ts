/**
 * The database schema: every entity of SPEC §3 and those docs/DESIGN.md implies.
 * Column names are snake_case in SQL and camelCase here; answers are built from these rows.
 * Change it, then `npm run db:generate`; never edit a migration that has been applied.
 */
import type {
  CertificateLanguage,
  EducationWords,
  EvaluationAnswers,
  EvaluationQuestion,
} from '@authority/shared/certificates';
import { ROLES } from '@authority/shared/constants';
import type { ReviewStatus } from '@authority/shared/content-review';
import type { Translations } from '@authority/shared/content-translations';
import { CONTENT_TYPES, type ContentKey } from '@authority/shared/content-types';
import type { RegistrationStatus } from '@authority/shared/event-capacity';
import type { InquiryEntryKind, InquiryStatus } from '@authority/shared/inquiries';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@authority/shared/locales';
import type { MailAttachment } from '@authority/shared/mail-texts';
import type { FeedbackPage } from '@authority/shared/page-feedback';
import type { StaffMailChoices } from '@authority/shared/staff-mail';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The other languages' values of a content row's translatable fields (content-translations.ts). */
const translations = () => jsonb('translations').$type<Translations>().notNull().default({});
/**
 * Drafts and schedules (content-publication.ts): visitors see a row only when it is published and
 * its `publishAt` is empty or past. Every content table has both.
 */
const publication = () => ({
  isPublished: boolean('is_published').notNull().default(true),
  publishAt: timestamp('publish_at', { withTimezone: true }),
});
/**
 * An image's words (decision 019): its alternative text in the row's language (other languages in
 * `translations`) and the explicit mark that it is decorative. Every content table has both.
 */
const imageWords = () => ({
  imageAlt: text('image_alt').notNull().default(''),
  imageDecorative: boolean('image_decorative').notNull().default(false),
});
/** A language (locales.ts): an account's dashboard, or the page a visitor sent a form from. */
const locale = () => text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE);

// ── Staff accounts ────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased, so sign-in is case-insensitive on the address. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('Admin'),
    /** Set by someone else (account creation, a SuperAdmin's reset): the owner is asked to choose their own. */
    passwordTemporary: boolean('password_temporary').notNull().default(false),
    /** The dashboard's language for this account (docs/I18N.md 'Dashboard'). */
    locale: locale(),
    /** Which staff mails the owner chose (staff-mail.ts); what is not chosen follows the role. */
    mailChoices: jsonb('mail_choices').$type<StaffMailChoices>().notNull().default({ kinds: {} }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** One row per sign-in; a token is only as good as its session row (docs/DESIGN.md 'Accounts'). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * An account's TOTP secret (RFC 6238; docs/staff-accounts.md). Unconfirmed until the first valid
 * code; `last_used_step` is the time step of the last code accepted, so a code works once.
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes of an account's second factor, stored as argon2id hashes (ASVS 6.5.2). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Every mailed one-time code (event forms, password reset; docs/DESIGN.md 'Accounts and security'):
 * one live code per (purpose, target), where the target names what the code is bound to, e.g.
 * `event:12:someone@example.org` or `user:5` (lib/one-time-codes.ts builds them). No foreign key:
 * a target is not always a row, so whoever deletes the row deletes its codes.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'sponsor', 'password-reset'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries so far, the right one included; raised atomically before a guess is compared. */
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sends within the current hour window, for the hourly cap. */
    sendsInWindow: integer('sends_in_window').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_codes_purpose_target_key').on(t.purpose, t.target)],
);

// ── Public content ────────────────────────────────────────────────────────────

/**
 * Whether a visitor-facing text has a value and its Arabic twin none (the dashboard's untranslated
 * rule, content/queries.ts), kept by the database as the row is written: the dashboard home counts
 * rows by it without reading every text (docs/decisions/047-home-counts.md). The fields are the
 * registry's `translatable` of the type; a change there is a migration (`npm run db:generate`).
 */
const untranslatedArabic = (key: ContentKey) =>
  boolean('untranslated_ar')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        CONTENT_TYPES[key].translatable
          .map((field) => [field, field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)])
          .map(
            ([field, column]) =>
              `(coalesce("${column}"::text, '') ~ '[^[:space:]]' and coalesce("translations" -> 'ar' ->> '${field}', '') !~ '[^[:space:]]')`,
          )
          .join(' or '),
      ),
    );

/**
 * The staff list pages, sorts and searches on the server (decision 019): each table has an index
 * on its name (the id breaking ties, as every page does) and on its state for visitors. Events
 * have none: an authority holds tens a year, and their table is left as it was.
 */
type CountedColumns = { isPublished: AnyPgColumn; publishAt: AnyPgColumn; untranslatedAr: AnyPgColumn };
const listIndexes = (name: string, t: CountedColumns & { id: AnyPgColumn }, title: AnyPgColumn) => [
  index(`${name}_title_idx`).on(title, t.id),
  index(`${name}_publication_idx`).on(t.isPublished, t.publishAt),
  countsIndex(name, t),
];

/**
 * Every column the dashboard home counts by, so its counts read this narrow index and never the
 * wide rows (docs/decisions/047-home-counts.md); events too, though their list has no indexes.
 */
const countsIndex = (name: string, t: CountedColumns) =>
  index(`${name}_counts_idx`).on(t.isPublished, t.publishAt, t.untranslatedAr);

/**
 * When a health page's content was last checked and will be next (docs/content-review.md), by
 * whom, and who is told when it is due (none chosen: its last editor).
 */
const reviewDates = () => ({
  reviewedOn: date('reviewed_on', { mode: 'string' }),
  nextReviewOn: date('next_review_on', { mode: 'string' }),
  reviewerName: text('reviewer_name'),
  reviewOwnerId: integer('review_owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    ...imageWords(),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    translations: translations(),
    untranslatedAr: untranslatedArabic('institutions'),
    ...publication(),
    ...reviewDates(),
  },
  (t) => [
    ...listIndexes('organizations', t, t.name),
    index('organizations_next_review_idx').on(t.nextReviewOn),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    ...imageWords(),
    link: text('link'),
    /** Publication date; may lie in the future (SPEC §3 'future'). */
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    isBanner: boolean('is_banner').notNull().default(false),
    isNews: boolean('is_news').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    translations: translations(),
    untranslatedAr: untranslatedArabic('news'),
    ...publication(),
    ...reviewDates(),
  },
  (t) => [
    index('news_created_on_idx').on(t.createdOn),
    ...listIndexes('news', t, t.name),
    index('news_next_review_idx').on(t.nextReviewOn),
  ],
);

/** Achievements: counters ordered by priority. */
export const analysis = pgTable(
  'analysis',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    imageUrl: text('image_url'),
    ...imageWords(),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    translations: translations(),
    untranslatedAr: untranslatedArabic('achievements'),
    ...publication(),
  },
  (t) => listIndexes('analysis', t, t.title),
);

/** Entries of the about-section carousel. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    ...imageWords(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    translations: translations(),
    untranslatedAr: untranslatedArabic('comments'),
    ...publication(),
  },
  (t) => listIndexes('comments', t, t.name),
);

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    imageUrl: text('image_url'),
    ...imageWords(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    translations: translations(),
    untranslatedAr: untranslatedArabic('partners'),
    ...publication(),
  },
  (t) => listIndexes('partners', t, t.name),
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    eventName: text('event_name').notNull(),
    formLink: text('form_link'),
    isActive: boolean('is_active').notNull().default(true),
    /** Calendar day of the event, `YYYY-MM-DD`. */
    date: date('date', { mode: 'string' }).notNull(),
    location: text('location'),
    /** Free text such as '09:00 – 16:00'. */
    time: text('time'),
    description: text('description'),
    imagePath: text('image_path'),
    ...imageWords(),
    /** Token of the staff-made share link for /viewSubmission/{id}; null when none. Stored hashed. */
    shareTokenHash: text('share_token_hash'),
    /** When the share link stops working; a link without one works nowhere (decision 008). */
    shareExpiresAt: timestamp('share_expires_at', { withTimezone: true }),
    /**
     * How many stand registrations and sponsor requests are booked before the next ones wait for a
     * place (decision 018); null, no limit. Staff only: the public reads never carry them.
     */
    standCapacity: integer('stand_capacity'),
    sponsorCapacity: integer('sponsor_capacity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    translations: translations(),
    untranslatedAr: untranslatedArabic('events'),
    ...publication(),
  },
  (t) => [countsIndex('events', t)],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    mapLink: text('map_link'),
    imageUrl: text('image_url'),
    ...imageWords(),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    translations: translations(),
    untranslatedAr: untranslatedArabic('branches'),
    ...publication(),
  },
  (t) => listIndexes('branches', t, t.name),
);

/**
 * Every save of a content row: who, when, and every value the row then had (its
 * translations and publication too), so an editor can compare and restore. The newest
 * REVISIONS_KEPT per row are kept; they go with their row.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The content type's audit entity (content-types.ts), as the audit log names it. */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('content_revisions_entity_idx').on(t.entity, t.entityId, t.id)],
);

/**
 * An Editor's edit of a published item, kept apart until a reviewer accepts it
 * (docs/content-review.md): the site shows the published row meanwhile. One per item; the
 * values are a write's input, as the item's update would take it.
 */
export const pendingRevisions = pgTable(
  'pending_revisions',
  {
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId] })],
);

/** A request to review an item's draft or pending revision, and how a reviewer decided it. */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** The author's note to the reviewer. */
    note: text('note').notNull().default(''),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByEmail: text('requested_by_email'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The reviewer's comment when sending it back (or publishing). */
    comment: text('comment').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_requests_pending_key').on(t.entity, t.entityId).where(sql`${t.status} = 'pending'`),
    index('review_requests_status_idx').on(t.status, t.requestedAt),
    index('review_requests_entity_idx').on(t.entity, t.entityId, t.id),
  ],
);

/**
 * Mails that must go once across a fleet (a review due, a daily digest): the process that inserts
 * the key sends it; the others find it taken.
 */
export const mailClaims = pgTable('mail_claims', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Site search (docs/decisions/037-site-search.md) ──────────────────────────

/** PostgreSQL's `tsvector`, read as its text form (the server never reads it back). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per public content item, kept by triggers on the content tables (the search migration):
 * its publication, its date, its title and plain body in each language, and their search vectors,
 * folded by `search_fold`. Never written by the server.
 */
/** Numbers each write to the search index, so an in-process copy can tell what changed since it read it. */
export const searchIndexRevision = pgSequence('search_index_revision');

export const searchIndex = pgTable(
  'search_index',
  {
    /** The content key (content-types.ts): news, events, institutions… */
    type: text('type').notNull(),
    itemId: integer('item_id').notNull(),
    isPublished: boolean('is_published').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** A news item's date, an event's day; none for the others. */
    date: timestamp('date', { withTimezone: true }),
    titleEn: text('title_en').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyAr: text('body_ar').notNull().default(''),
    vectorEn: tsvector('vector_en').notNull(),
    vectorAr: tsvector('vector_ar').notNull(),
    /** Taken anew from `search_index_revision` at every write of the row (search_index_put). */
    revision: bigint('revision', { mode: 'number' }).notNull().default(sql`nextval('search_index_revision')`),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.itemId] }),
    index('search_index_vector_en_idx').using('gin', t.vectorEn),
    index('search_index_vector_ar_idx').using('gin', t.vectorAr),
  ],
);

/**
 * The folded words of every indexed text, for 'Did you mean' by trigram similarity. A word of a
 * draft may be here: a suggestion is only made when it finds a public item.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);

/**
 * What visitors searched for, as daily counts only (no address, session or time of day): the
 * folded query (its key), one way a visitor wrote it (for the dashboard), how often it was asked
 * that day and how often it found nothing. Kept 90 days.
 */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    spelling: text('spelling').notNull(),
    asked: integer('asked').notNull().default(0),
    unanswered: integer('unanswered').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] }), index('search_query_days_query_idx').on(t.query)],
);

/** An uploaded (or seeded) image, re-encoded to WebP; `path` is what entities store. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  path: text('path').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** Smaller renditions: `[{ width, path }]`. */
  variants: jsonb('variants').$type<{ width: number; path: string }[]>().notNull().default([]),
  originalName: text('original_name'),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One row (id 1): what a SuperAdmin has changed of the site settings, over the defaults. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

// ── What visitors send ────────────────────────────────────────────────────────

/**
 * Where a registration or sponsor request stands (decision 018): booked, waiting for a place
 * (its position is its order of arrival among the waiting), or cancelled by staff (the row stays).
 */
const placeFields = () => ({
  status: text('status').$type<RegistrationStatus>().notNull().default('booked'),
  /** When staff cancelled it or it moved up from the waiting list; null while as first stored. */
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  /**
   * The registrant's own booking page (decision 038): the SHA-256 of the link's token, made for
   * every submission, waiting or booked.
   */
  bookingTokenHash: text('booking_token_hash'),
  /** The ticket (decision 038): the SHA-256 of the QR's secret; made when the row is booked. */
  ticketHash: text('ticket_hash'),
  /** The ticket's 8 characters for typing by hand, unique within the event across both lists. */
  shortCode: text('short_code'),
  /** Checked in at the door: when, and by whom (the account, and its name kept as text). */
  attendedAt: timestamp('attended_at', { withTimezone: true }),
  attendedBy: integer('attended_by').references(() => users.id, { onDelete: 'set null' }),
  attendedByName: text('attended_by_name'),
});

/**
 * A cancelled row keeps its address but no longer holds it (decision 038): the unique address
 * and the ticket look-ups count only the rows that are not cancelled.
 */
const placeIndexes = (
  name: string,
  t: {
    eventId: AnyPgColumn;
    email: AnyPgColumn;
    status: AnyPgColumn;
    createdAt: AnyPgColumn;
    bookingTokenHash: AnyPgColumn;
    ticketHash: AnyPgColumn;
    shortCode: AnyPgColumn;
  },
) => [
  uniqueIndex(`${name}_event_email_key`).on(t.eventId, t.email).where(sql`${t.status} <> 'cancelled'`),
  index(`${name}_event_status_idx`).on(t.eventId, t.status, t.createdAt),
  uniqueIndex(`${name}_booking_token_key`).on(t.bookingTokenHash),
  uniqueIndex(`${name}_ticket_key`).on(t.ticketHash),
  uniqueIndex(`${name}_event_short_code_key`).on(t.eventId, t.shortCode),
];

const personFields = {
  title: text('title').notNull(),
  fullName: text('full_name').notNull(),
  gender: text('gender').notNull(),
  countryCode: text('country_code').notNull(),
  phoneNumber: text('phone_number').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  jobTitle: text('job_title').notNull(),
  email: text('email').notNull(),
};

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    ...personFields,
    notes: text('notes'),
    isWorkshop: boolean('is_workshop').notNull().default(false),
    workShop: text('work_shop').notNull().default('N/A'),
    /** The language of the page the form was sent from: the registrant's mails are in it. */
    locale: locale(),
    ...placeFields(),
    /**
     * After the event (decision 046): the name as the registrant corrected it for the certificate
     * (once; null: their name as registered), when the after-event mail and the evaluation's
     * reminder were queued.
     */
    certificateName: text('certificate_name'),
    nameCorrectedAt: timestamp('name_corrected_at', { withTimezone: true }),
    followUpMailedAt: timestamp('follow_up_mailed_at', { withTimezone: true }),
    evaluationRemindedAt: timestamp('evaluation_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => placeIndexes('event_registrations', t),
);

export const sponsorRegistrations = pgTable(
  'sponsor_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    ...personFields,
    company: text('company').notNull(),
    specialty: text('specialty').notNull(),
    website: text('website').notNull(),
    classification: text('classification').notNull(),
    /** The language of the page the form was sent from: the registrant's mails are in it. */
    locale: locale(),
    ...placeFields(),
    createdAt: createdAt(),
  },
  (t) => placeIndexes('sponsor_registrations', t),
);

// ── After the event (decision 046) ───────────────────────────────────────────

/** An event's continuing education: its credits, the certificate's words, the evaluation's questions. */
export const eventEducation = pgTable('event_education', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  creditHours: numeric('credit_hours', { precision: 6, scale: 2 }).notNull(),
  words: jsonb('words').$type<Record<Locale, EducationWords>>().notNull(),
  certificateLanguage: text('certificate_language')
    .$type<CertificateLanguage>()
    .notNull()
    .default('registrant'),
  evaluationRequired: boolean('evaluation_required').notNull().default(true),
  questions: jsonb('questions').$type<EvaluationQuestion[]>().notNull(),
  /** Staff ended the event before its day passed. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** The after-event mails of the event were queued (once). */
  followUpAt: timestamp('follow_up_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * One attendee's evaluation, sent once. Its answers are read apart from names (the results show
 * none); the row goes with the registration (the person's erase, the retention rule).
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<EvaluationAnswers>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('evaluations_registration_key').on(t.registrationId),
    index('evaluations_event_idx').on(t.eventId),
  ],
);

/** What a certificate says, as it was issued: later edits of the event do not change it. */
export interface CertificateSnapshot {
  eventName: Record<Locale, string>;
  date: string;
  place: Record<Locale, string | null>;
  creditHours: string;
  words: Record<Locale, EducationWords>;
  /** The languages it is written in: one, or both side by side. */
  locales: Locale[];
}

/**
 * A certificate of attendance. Its PDF is made from this row whenever asked for; a revoked row
 * stays, so its serial verifies as revoked. At most one valid certificate per attendee.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    serial: text('serial').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    snapshot: jsonb('snapshot').$type<CertificateSnapshot>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_serial_key').on(t.serial),
    uniqueIndex('certificates_valid_key').on(t.registrationId).where(sql`${t.revokedAt} is null`),
    index('certificates_event_idx').on(t.eventId),
  ],
);

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    department: text('department').notNull(),
    message: text('message').notNull(),
    /** The language of the page the message was sent from: a reply would be in it. */
    locale: locale(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The departments' inbox (inquiries.ts): where it stands, since when, and who has it. */
    status: text('status').$type<InquiryStatus>().notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_inquiries_submitted_idx').on(t.submittedAt),
    index('contact_inquiries_inbox_idx').on(t.department, t.status, t.submittedAt),
    index('contact_inquiries_assignee_idx').on(t.assigneeId, t.status),
  ],
);

/**
 * An inquiry's thread after the visitor's message: the replies mailed to them and the staff's
 * internal notes. Goes with its inquiry (export, erase, retention).
 */
export const inquiryEntries = pgTable(
  'inquiry_entries',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => contactInquiries.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InquiryEntryKind>().notNull(),
    body: text('body').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the thread still says who wrote it after the account goes. */
    authorName: text('author_name').notNull(),
    /** A reply's mail in the outbox. */
    mailId: integer('mail_id'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_entries_inquiry_idx').on(t.inquiryId, t.id)],
);

/**
 * 'Was this page useful?': one vote, with an optional comment, and nothing about who gave it (no
 * address, no session). Staff mark comments handled or delete them.
 */
export const pageFeedback = pgTable(
  'page_feedback',
  {
    id: serial('id').primaryKey(),
    page: text('page').$type<FeedbackPage>().notNull(),
    itemId: integer('item_id').notNull(),
    locale: locale(),
    useful: boolean('useful').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('page_feedback_page_idx').on(t.page, t.itemId, t.createdAt),
    index('page_feedback_created_idx').on(t.createdAt),
  ],
);

// ── Plumbing ──────────────────────────────────────────────────────────────────

/** Every mail is stored here first, then sent and retried with back-off (docs/DESIGN.md 'Mail'). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with it (a confirmation's `.ics` calendar entry): text, named and typed. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** What the mail is for, e.g. 'verification-code', 'contact-inquiry'. */
    kind: text('kind').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the entry survives the account's deletion. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId, t.at)],
);
