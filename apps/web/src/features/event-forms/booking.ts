import type { FormKind } from './form-kind';

/**
 * What was just booked, handed to the thank-you page in the history entry's state (never in its
 * address): the form, the event's name and date as the event gave them, and the e-mail address
 * the confirmation went to.
 */
export interface Booking {
  kind: FormKind;
  eventName: string;
  /** The event's date as its answer gave it (ISO), or '' when it gave none. */
  date: string;
  email: string;
  /** Its place in the waiting list when the event was full (decision 018); absent when booked. */
  waitingPosition?: number;
  /** The ticket, when booked (decision 038): its short code and its QR as an image address. */
  ticket?: { shortCode: string; qr: string };
  /** The booking page's token, for its link. */
  bookingToken?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The booking in a history entry's state, or undefined when it holds none (a reload, a link). */
export function bookingFrom(state: unknown): Booking | undefined {
  const booking =
    state !== null && typeof state === 'object' ? (state as { booking?: unknown }).booking : undefined;
  if (booking === null || typeof booking !== 'object') return undefined;
  const { kind, eventName, date, email, waitingPosition, ticket, bookingToken } = booking as Record<
    string,
    unknown
  >;
  const { shortCode, qr } = (ticket ?? {}) as Record<string, unknown>;
  if ((kind !== 'registration' && kind !== 'sponsor') || !isText(eventName) || !isText(email))
    return undefined;
  return {
    kind,
    eventName,
    date: isText(date) ? date : '',
    email,
    ...(typeof waitingPosition === 'number' ? { waitingPosition } : {}),
    ...(isText(shortCode) && isText(qr) && qr.startsWith('data:image/') ? { ticket: { shortCode, qr } } : {}),
    ...(isText(bookingToken) ? { bookingToken } : {}),
  };
}
