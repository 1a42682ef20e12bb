/** Business constants and limits of SPEC §9, each named once. Times are milliseconds. */

export const HOME_CAROUSEL_INTERVAL_MS = 5_000;
export const ABOUT_CAROUSEL_INTERVAL_MS = 5_000;
export const IMAGE_STRIP_INTERVAL_MS = 3_000;
export const IMAGE_STRIP_GAP_PX = 16;
/** Descriptions longer than this get 'Read More' / 'Hidden'. */
export const LONG_DESCRIPTION_THRESHOLD = 220;
export const NEWS_SCROLL_STEP_PX = 280;
export const NEWS_ARROW_RECHECK_MS = 320;
export const NEWS_SECTION_WATCHER_MS = 20_000;
/** The menu collapses at this width or narrower. */
export const NAV_COLLAPSE_MAX_WIDTH_PX = 1215.98;
export const PARTNERS_SCROLL_OFFSET_PX = 84;
export const COUNTER_ANIMATION_STEPS = 200;
export const COUNTER_VISIBILITY_THRESHOLD = 0.3;
export const CONTACT_TIMEOUT_MS = 30_000;
export const CONTACT_MESSAGE_HIDE_MS = 8_000;
export const CONTACT_VALIDATION_HIDE_MS = 5_000;
export const EVENT_FORM_TIMEOUT_MS = 15_000;
export const RESEND_CODE_COOLDOWN_MS = 120_000;
export const VERIFICATION_CODE_MIN_LENGTH = 6;
export const VERIFICATION_CODE_MAX_LENGTH = 8;
/** The client's password check; its message says 6 (SPEC §5). */
export const PASSWORD_MIN_LENGTH = 8;
/** At most this many characters: enough for any passphrase, short enough to hash cheaply. */
export const PASSWORD_MAX_LENGTH = 128;
export const EVENTS_PAGE_SIZE = 8;
/** `/news/{page}` returns this many items a page (SPEC §7 pages news like events). */
export const NEWS_PAGE_SIZE = 8;
export const THANK_YOU_REDIRECT_MS = 10_000;
/** The loading overlay closes this long after the data has loaded (SPEC §9: 0.3–0.5 s). */
export const LOADER_CLOSE_DELAY_MS = 400;
export const SECTION_SCROLLER_SPEED = 0;
export const SECTION_SCROLLER_ANCHOR_COUNT = 7;

export const SPONSOR_CLASSES = ['platinum', 'gold', 'silver', 'bronze'] as const;
export type SponsorClass = (typeof SPONSOR_CLASSES)[number];

/**
 * Editor: drafts content and asks for review, never publishes (docs/content-review.md). DoorStaff:
 * signs in to check people in at an event's door, and nothing else (decision 038).
 */
export const ROLES = ['SuperAdmin', 'Admin', 'Editor', 'DoorStaff'] as const;
export type Role = (typeof ROLES)[number];
/** The role allowed on the users page and account creation. */
export const SUPER_ADMIN_ROLE: Role = 'SuperAdmin';

export const NEWS_TABS = ['all', 'news', 'events', 'announcements'] as const;
export type NewsTab = (typeof NEWS_TABS)[number];

/** The News tab named by `?tab=` (SPEC §2), 'all' when it names none: the page and the server agree. */
export const readNewsTab = (value: string | null): NewsTab => NEWS_TABS.find((tab) => tab === value) ?? 'all';

/** 'history' is labelled Strategic Objectives (SPEC §4). */
export const ABOUT_TABS = ['mission', 'vision', 'values', 'history'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

export const DEPARTMENTS = [
  'General Inquiry',
  'Appointment Scheduling',
  'Medical Education',
  'Job Opportunities',
] as const;
export type Department = (typeof DEPARTMENTS)[number];
