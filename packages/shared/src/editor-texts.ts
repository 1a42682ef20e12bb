/**
 * The dashboard's texts added for the editors' findings (submissions, share links,
 * unsaved work, the audit log in plain words, the home page's attention list, the role of a new
 * account). English here; `i18n/staff-ar.ts` translates them.
 */
import type { Role } from './constants';

/** Finding 9: sorting, cards on a phone and one registrant's details. */
export const SUBMISSION_DETAIL_TEXTS = {
  sortBy: 'Sort by',
  order: 'Order',
  ascending: 'Ascending (A to Z, oldest first)',
  descending: 'Descending (Z to A, newest first)',
  detailsOf: (name: string) => `Details of ${name}`,
  close: 'Close',
} as const;

/** Finding 10: what a share link is, and what replacing it does. */
export const SHARE_LINK_STATUS_TEXTS = {
  madeBy: (when: string, who: string) => `Made on ${when} by ${who}.`,
  madeOn: (when: string) => `Made on ${when}.`,
  expiresOn: (when: string) => `Works until ${when}.`,
  replace: 'Replace the link',
  confirmReplaceTitle: 'Replace the share link?',
  confirmReplace:
    'Everyone who has the current link will lose access at once: whoever it was sent to, and anyone they passed it on to. Send the new link to each person who still needs it.',
  confirmReplaceAction: 'Yes, replace it',
  keepLink: 'Keep the current link',
} as const;

/** Finding 11: a dialog or page with changes nobody saved. */
export const UNSAVED_TEXTS = {
  title: 'Discard your changes?',
  body: 'What you changed in this form has not been saved.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
} as const;

/** Finding 12: each action of the audit log, as a drop-down label and as a sentence. */
export const AUDIT_ACTIONS = [
  'content.create',
  'content.update',
  'content.delete',
  'media.upload',
  'share-link.create',
  'share-link.revoke',
  'registration.cancel',
  'registration.delete',
  'settings.update',
  'inquiry.handled',
  'inquiry.reopened',
  'inquiry.assigned',
  'inquiry.status',
  'inquiry.note',
  'inquiry.reply',
  'account.create',
  'account.delete',
  'login.success',
  'login.failure',
  'login.refused',
  'logout',
  'password.change',
  'password.reset',
  'password.reset-code',
  'second-factor.setup',
  'second-factor.remove',
  'personal-data.export',
  'personal-data.erase',
  'retention.purge',
  'preview-link.create',
  'submissions.read',
  'submissions.download',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_WORDS_TEXTS = {
  anyAction: 'Every action',
  anyone: 'Everyone',
  person: 'Done by',
  actionLabels: {
    'content.create': 'Added content',
    'content.update': 'Changed content',
    'content.delete': 'Deleted content',
    'media.upload': 'Uploaded an image',
    'share-link.create': 'Made a share link',
    'share-link.revoke': 'Stopped a share link',
    'registration.cancel': 'Cancelled a registration',
    'registration.delete': 'Deleted a registration',
    'settings.update': 'Changed the site settings',
    'inquiry.handled': 'Marked an inquiry handled',
    'inquiry.reopened': 'Reopened an inquiry',
    'inquiry.assigned': 'Assigned an inquiry',
    'inquiry.status': "Changed an inquiry's status",
    'inquiry.note': 'Added a note to an inquiry',
    'inquiry.reply': 'Replied to an inquiry',
    'account.create': 'Created an account',
    'account.delete': 'Deleted an account',
    'login.success': 'Signed in',
    'login.failure': 'Failed to sign in',
    'login.refused': 'Sign-in refused',
    logout: 'Signed out',
    'password.change': 'Changed a password',
    'password.reset': 'Reset a password',
    'password.reset-code': 'Asked for a reset code',
    'second-factor.setup': 'Turned on the second factor',
    'second-factor.remove': 'Turned off the second factor',
    'personal-data.export': 'Downloaded personal data',
    'personal-data.erase': 'Erased personal data',
    'retention.purge': 'Removed old records',
    'preview-link.create': 'Made a preview link',
    'submissions.read': 'Read submissions through a share link',
    'submissions.download': 'Downloaded submissions',
  } satisfies Record<AuditAction, string>,
  /** `who` did it to `what` (a noun phrase such as 'the news item', or ''); the name follows. */
  sentences: {
    'content.create': (who: string, what: string) => `${who} added the ${what}`,
    'content.update': (who: string, what: string) => `${who} changed the ${what}`,
    'content.delete': (who: string, what: string) => `${who} deleted the ${what}`,
    'media.upload': (who: string) => `${who} uploaded an image`,
    'share-link.create': (who: string) => `${who} made a share link for the event`,
    'share-link.revoke': (who: string) => `${who} stopped the share link of the event`,
    'registration.cancel': (who: string) => `${who} cancelled a registration for the event`,
    'registration.delete': (who: string) => `${who} deleted a registration for the event`,
    'settings.update': (who: string) => `${who} changed the site settings`,
    'inquiry.handled': (who: string) => `${who} marked an inquiry handled`,
    'inquiry.reopened': (who: string) => `${who} reopened an inquiry`,
    'inquiry.assigned': (who: string) => `${who} assigned an inquiry`,
    'inquiry.status': (who: string) => `${who} changed an inquiry's status`,
    'inquiry.note': (who: string) => `${who} added a note to an inquiry`,
    'inquiry.reply': (who: string) => `${who} replied to an inquiry`,
    'account.create': (who: string) => `${who} created the account`,
    'account.delete': (who: string) => `${who} deleted the account`,
    'login.success': (who: string) => `${who} signed in`,
    'login.failure': (who: string) => `${who}: a sign-in failed`,
    'login.refused': (who: string) => `${who}: a sign-in was refused`,
    logout: (who: string) => `${who} signed out`,
    'password.change': (who: string) => `${who} changed their password`,
    'password.reset': (who: string) => `${who} reset a password`,
    'password.reset-code': (who: string) => `${who} asked for a password reset code`,
    'second-factor.setup': (who: string) => `${who} turned on the second factor`,
    'second-factor.remove': (who: string) => `${who} turned off the second factor`,
    'personal-data.export': (who: string) => `${who} downloaded someone’s personal data`,
    'personal-data.erase': (who: string) => `${who} erased someone’s personal data`,
    'retention.purge': (who: string) => `${who} removed records past their keeping time`,
    'preview-link.create': (who: string, what: string) => `${who} made a preview link for the ${what}`,
    // Nobody signed in: the share link's holder, whom the entry's address and key tell apart.
    'submissions.read': () => 'Someone holding the share link read submissions of the event',
    'submissions.download': (who: string) => `${who} downloaded the event’s submissions`,
  } satisfies Record<AuditAction, (who: string, what: string) => string>,
  /** An action this screen has no words for yet: its code. */
  other: (who: string, action: string) => `${who}: ${action}`,
  quoted: (name: string) => `“${name}”`,
  /** A row whose target no longer exists: its name as it was, not a link. */
  gone: '(no longer exists)',
} as const;

/** Finding 13: what needs attention, on the dashboard's home. */
export const ATTENTION_TEXTS = {
  heading: 'What needs attention',
  loading: 'Counting what needs attention…',
  loadFailed: 'The counts could not be loaded. Try again.',
  newInquiries: (count: string) => `New inquiries: ${count}`,
  newInquiriesHelp: 'Contact messages nobody has marked handled yet.',
  registrationsSince: (count: string) => `Registrations since your last visit: ${count}`,
  registrationsSinceHelp: 'Stand bookings and sponsor requests made since you last signed in.',
  untranslated: (count: string) => `Items without an Arabic translation: ${count}`,
  untranslatedHelp: 'Content whose Arabic version of a field visitors read is still empty.',
  unpublished: (count: string) => `Drafts and scheduled items: ${count}`,
  unpublishedHelp: 'Content visitors do not see yet: saved as a draft, or waiting for its publication time.',
  outbox: (count: string) => `Mail waiting in the outbox: ${count}`,
  outboxHelp: 'Messages not sent yet, or being retried.',
  open: 'Open',
} as const;

/** What visitors search for, on the dashboard's home (docs/decisions/037-site-search.md). */
export const SEARCH_COUNTS_TEXTS = {
  heading: 'What visitors search for',
  help: (days: string, afterDays: string, afterCount: string) =>
    `From the site's search over the last ${days} days, counted by the day only. A search is listed once it was made on ${afterDays} days or ${afterCount} times.`,
  top: 'Most searched',
  unanswered: 'Searched, nothing found',
  none: 'Nothing to list yet.',
  loading: 'Counting the searches…',
  loadFailed: 'The searches could not be loaded. Try again.',
  count: (count: string, days: string) => `${count} times, on ${days} days`,
} as const;

/** Finding 13: the role a new account gets, chosen when it is made. */
export const ACCOUNT_ROLE_TEXTS = {
  role: 'Role',
  roleHint:
    'An Administrator edits and publishes the site. A Super administrator also manages accounts. An Editor writes drafts and asks for review, and publishes nothing. Door staff only check people in at events.',
  roles: {
    Admin: 'Administrator',
    SuperAdmin: 'Super administrator',
    Editor: 'Editor',
    DoorStaff: 'Door staff',
  } satisfies Record<Role, string>,
} as const;
