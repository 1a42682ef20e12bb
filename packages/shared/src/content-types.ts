/**
 * The content types of the site, one entry each: what code calls it (the key), where SPEC §7 reads
 * and writes it, its dashboard screen (SPEC §2) and the words the back office uses for it. Adding
 * a content type starts here (docs/adding-a-content-type.md).
 *
 * Deliberately free of zod: public pages import their read paths from here, and the schemas would
 * add ~30 KiB (gzip) to the landing page. The schemas join these entries in content-registry.ts.
 *
 * Code names say what things are (`institutions`); SPEC's spellings (`originizations`,
 * `originization`) live only in the paths.
 */

export interface ContentTypeIdentity {
  /** Audit-log entity and cache-key prefix; stored in audit rows, so never renamed. */
  entity: string;
  /** The dashboard child of SPEC §2 (`/dashboard/{child}`) that edits it. */
  dashboardChild: string;
  /** The public list under the public base (SPEC §7 spelling). */
  readPath: string;
  /** POST here; PUT and DELETE `{writePath}/{id}`. The read path, except for events. */
  writePath: string;
  /** What the back office calls one record and many (lower case, used inside sentences). */
  nouns: { one: string; many: string };
  /**
   * The fields visitors read, which have a value per language (docs/I18N.md 'Content'): the row's own
   * field is the default language's, the others are in its `translations`.
   */
  translatable: readonly string[];
}

/** In the dashboard's sidebar order (SPEC §2: branch, comment, event, news, originization, partner, analysis). */
export const CONTENT_TYPES = {
  branches: {
    entity: 'branches',
    dashboardChild: 'branch',
    readPath: '/branches',
    writePath: '/branches',
    nouns: { one: 'branch', many: 'branches' },
    translatable: ['name', 'city', 'address', 'imageAlt'],
  },
  comments: {
    entity: 'comments',
    dashboardChild: 'comment',
    readPath: '/comments',
    writePath: '/comments',
    // What the site shows them as: people's words about the authority .
    nouns: { one: 'testimonial', many: 'testimonials' },
    translatable: ['name', 'description', 'imageAlt'],
  },
  events: {
    entity: 'events',
    dashboardChild: 'event',
    readPath: '/events/all',
    writePath: '/events',
    nouns: { one: 'event', many: 'events' },
    translatable: ['eventName', 'location', 'time', 'description', 'imageAlt'],
  },
  news: {
    entity: 'news',
    dashboardChild: 'news',
    readPath: '/news',
    writePath: '/news',
    nouns: { one: 'news item', many: 'news items' },
    translatable: ['name', 'description', 'imageAlt'],
  },
  institutions: {
    entity: 'organizations',
    dashboardChild: 'originization',
    readPath: '/originizations',
    writePath: '/originizations',
    nouns: { one: 'institution', many: 'institutions' },
    translatable: ['name', 'description', 'imageAlt'],
  },
  partners: {
    entity: 'partners',
    dashboardChild: 'partner',
    readPath: '/AdminPartner',
    writePath: '/AdminPartner',
    nouns: { one: 'partner', many: 'partners' },
    translatable: ['name', 'description', 'imageAlt'],
  },
  achievements: {
    entity: 'analysis',
    dashboardChild: 'analysis',
    readPath: '/analysis',
    writePath: '/analysis',
    nouns: { one: 'achievement', many: 'achievements' },
    translatable: ['title', 'imageAlt'],
  },
} as const satisfies Record<string, ContentTypeIdentity>;

export type ContentKey = keyof typeof CONTENT_TYPES;
export type ContentDashboardChild = (typeof CONTENT_TYPES)[ContentKey]['dashboardChild'];

/** Every content key, in sidebar order. */
export const CONTENT_KEYS = Object.keys(CONTENT_TYPES) as ContentKey[];

/** The content type a dashboard child edits, if it is a content screen. */
export function contentKeyOfDashboardChild(child: string): ContentKey | undefined {
  return CONTENT_KEYS.find((key) => CONTENT_TYPES[key].dashboardChild === child);
}
