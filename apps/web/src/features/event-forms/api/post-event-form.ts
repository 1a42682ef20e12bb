import { EVENT_FORM_TIMEOUT_MS } from '@authority/shared/constants';
import { requestJson } from '../../../lib/http/request';
import { statusMessage } from '../../../lib/http/status-messages';

/** One field's problems as the server named them, in the answer's order. */
export interface FieldErrorEntry {
  /** camelCase, as the form's fields are named. */
  field: string;
  messages: readonly string[];
}

/**
 * Where a submission went (decision 018): booked, or waiting at `position` because the event is
 * full. An answer that says neither (an older server) counts as booked.
 */
export type Placement = (
  | { status: 'booked'; ticket?: { shortCode: string; qr: string } }
  | { status: 'waiting'; position: number }
) & { bookingToken?: string };

export function placementOf(answer: unknown): Placement {
  const { status, position, bookingToken, ticket } = (answer ?? {}) as Record<string, unknown>;
  // The booking page's token and the ticket (decision 038), when the server gives them.
  const link = typeof bookingToken === 'string' ? { bookingToken } : {};
  if (status === 'waiting' && typeof position === 'number') return { status, position, ...link };
  const { shortCode, qr } = (ticket ?? {}) as Record<string, unknown>;
  return {
    status: 'booked',
    ...link,
    ...(typeof shortCode === 'string' && typeof qr === 'string' && qr.startsWith('data:image/')
      ? { ticket: { shortCode, qr } }
      : {}),
  };
}

/**
 * POST to one of the event-form calls (SPEC §7) with its 15 s time-out. Resolves with the answer's
 * JSON; rejects with an ApiError worded by SPEC §8's catalogue, whatever went wrong (no answer in
 * time included: status 0).
 */
export function postEventForm(path: string, body: unknown): Promise<unknown> {
  return requestJson(path, {
    method: 'POST',
    body,
    timeoutMs: EVENT_FORM_TIMEOUT_MS,
    describe: statusMessage,
  });
}
