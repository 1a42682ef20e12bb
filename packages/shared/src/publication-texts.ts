/**
 * The dashboard's words for drafts, schedules, preview links and revisions, in English;
 * staff-ar.ts translates them. The server's messages (content-publication.ts) are in the same
 * catalogue group, so the dashboard shows them in its own language.
 */
import { PUBLICATION_TEXTS, REVISIONS_KEPT } from './content-publication';

export const PUBLICATION_STAFF_TEXTS = {
  legend: 'Publishing',
  isPublished: 'Published',
  isPublishedHint: 'Switched off, the item is a draft: only staff see it.',
  publishAt: 'Publish at (optional)',
  publishAtHint:
    'Left empty, it shows as soon as it is published. A later time keeps it off the site until then.',
  statusColumn: 'Status',
  published: 'Published',
  draft: 'Draft',
  scheduled: (when: string) => `Scheduled for ${when}`,
  filter: 'Show',
  filterAll: 'All',
  filterPublished: 'Published',
  filterDraft: 'Drafts',
  filterScheduled: 'Scheduled',
  preview: 'Preview',
  previewTitle: (name: string) => `Preview of ${name}`,
  previewIntro: (until: string) =>
    `Anyone who has this link can see the item as its page until ${until}, without signing in.`,
  previewLink: 'Preview link',
  openPreview: 'Open the preview',
  copyLink: 'Copy the link',
  copied: 'Link copied.',
  previewLoading: 'Making the preview link…',
  previewFailed: 'The preview link could not be made.',
  messages: PUBLICATION_TEXTS,
} as const;

export const REVISION_TEXTS = {
  history: 'History',
  title: (name: string) => `History of ${name}`,
  kept: `A revision is kept at every save; the last ${REVISIONS_KEPT} stay.`,
  loading: 'Loading the history…',
  loadFailed: 'The history could not be loaded. Try again.',
  empty: 'No revision yet: one is kept at every save.',
  caption: 'Revisions, newest first',
  saved: 'Saved',
  by: 'By',
  current: 'Current',
  restore: 'Restore',
  restoreLabel: (when: string) => `Restore the revision of ${when}`,
  restored: 'Revision restored.',
  restoreFailed: 'The revision could not be restored.',
  compare: 'Compare two revisions',
  from: 'From',
  to: 'To',
  field: 'Field',
  before: 'Before',
  after: 'After',
  noChanges: 'These two revisions hold the same values.',
  emptyValue: '(empty)',
  diffFailed: 'The differences could not be loaded. Try again.',
  unknownActor: 'Unknown',
} as const;
