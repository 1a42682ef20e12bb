/**
 * Events that fill up (decision 018): an event may limit its stands (the registration
 * form) and its sponsors; past the limit a submission is kept on a waiting list, and a place that
 * opens goes to the first who waits. The statuses, the staff calls and the dashboard's words.
 */
import type { Locale } from './locales';
import type { SubmissionKind } from './submissions';

export const REGISTRATION_STATUSES = ['booked', 'waiting', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Each status as a word, in each language the dashboard speaks (the CSV's too). */
export const STATUS_WORDS = {
  en: { booked: 'Booked', waiting: (position: number) => `Waiting #${position}`, cancelled: 'Cancelled' },
  ar: {
    booked: 'محجوز',
    waiting: (position: number) => `في الانتظار رقم ${position}`,
    cancelled: 'ملغى',
  },
} as const satisfies Record<
  Locale,
  { booked: string; waiting: (position: number) => string; cancelled: string }
>;

/** A row's status as a word: 'Booked', 'Waiting #2', 'Cancelled'. */
export function statusWord(locale: Locale, row: { status?: unknown; position?: unknown }): string {
  const words = STATUS_WORDS[locale];
  if (row.status === 'waiting') return words.waiting(typeof row.position === 'number' ? row.position : 0);
  return row.status === 'cancelled' ? words.cancelled : words.booked;
}

/** How full one list of an event is: `capacity` null means no limit. */
export interface PlaceCount {
  capacity: number | null;
  booked: number;
  waiting: number;
  cancelled: number;
  /** Booked and checked in at the door (decision 038). */
  checkedIn?: number;
}

/** What `GET {api}/events/{id}/places` answers: each list's count. */
export type EventPlaces = Record<SubmissionKind, PlaceCount>;

/** Under the public base, beside the submission lists (SUBMISSION_PATHS). */
export const CAPACITY_PATHS = {
  places: (eventId: number | string) => `/events/${eventId}/places`,
  /** DELETE: the registration or request is removed (its row too). */
  one: (eventId: number | string, kind: SubmissionKind, id: number | string) =>
    `/events/${eventId}/${kind}/${id}`,
  /** POST: cancelled by staff; the row stays, marked. */
  cancel: (eventId: number | string, kind: SubmissionKind, id: number | string) =>
    `/events/${eventId}/${kind}/${id}/cancel`,
} as const;

/** The dashboard's words for places and waiting lists (staff-ar.ts translates them). */
export const EVENT_CAPACITY_TEXTS = {
  ...STATUS_WORDS.en,
  /** One list's count above its table: '3 booked of 10 · 2 waiting'. */
  summary: (count: PlaceCount) =>
    `${count.booked} booked${count.capacity === null ? ' (no limit)' : ` of ${count.capacity}`} · ${count.waiting} waiting${count.cancelled ? ` · ${count.cancelled} cancelled` : ''}${count.checkedIn ? ` · ${count.checkedIn} checked in` : ''}`,
  actions: 'Actions',
  /** The events list's column: each event's stands and sponsors, checked in too (decision 038). */
  placesColumn: 'Places',
  standsShort: 'Stands',
  sponsorsShort: 'Sponsors',
  actionsFor: (name: string) => `Actions for ${name}`,
  cancel: 'Cancel registration',
  confirmCancelTitle: 'Cancel this registration?',
  confirmCancel: (name: string) =>
    `${name} will be told by e-mail that the registration is cancelled. The row stays in the list, marked Cancelled, and the first person waiting, if any, gets the place.`,
  confirmCancelAction: 'Yes, cancel it',
  keep: 'Keep it',
  cancelDone: 'The registration was cancelled.',
  remove: 'Delete',
  confirmRemoveTitle: 'Delete this registration?',
  confirmRemove: (name: string) =>
    `${name}'s registration and details are removed for good; no e-mail is sent. The first person waiting, if any, gets the place.`,
  confirmRemoveAction: 'Yes, delete it',
  removed: 'The registration was deleted.',
  alreadyCancelled: 'This registration is already cancelled.',
  actionFailed: 'That did not work. Try again.',
} as const;
