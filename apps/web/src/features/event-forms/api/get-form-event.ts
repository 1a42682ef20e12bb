import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import type { PublicRead } from '../../../lib/http/api-client';
import { ApiError } from '../../../lib/http/request';
import { statusMessage } from '../../../lib/http/status-messages';
import { usePublicRead } from '../../../lib/http/use-resource';

/** What the forms need of the event (SPEC §7): its name and whether it takes submissions. */
export interface FormEvent {
  name: string;
  isActive: boolean;
  /** As the answer gave it (ISO), or '' (for the thank-you page's 'what you booked'). */
  date: string;
}

/** A field of the answer in either first-letter case (SPEC §3). */
function field(record: Record<string, unknown>, name: string): unknown {
  return record[name] ?? record[name.charAt(0).toUpperCase() + name.slice(1)];
}

/** GET {api}/Events/{id}; ApiError 404 when the answer is not an event. */
export const formEventRead = (eventId: string): PublicRead<FormEvent> => ({
  key: `event-form:${eventId}`,
  path: PUBLIC_API_PATHS.eventById(encodeURIComponent(eventId)),
  parse: (raw) => {
    const record = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const name = field(record, 'eventName');
    if (typeof name !== 'string' || name.trim() === '')
      throw new ApiError(404, `event ${eventId} has no name`);
    const date = field(record, 'date');
    return { name, isActive: field(record, 'isActive') === true, date: typeof date === 'string' ? date : '' };
  },
});

/** The 'Load failed' dialog's text: SPEC §8's words for the status, or 'no response'. */
export function loadFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? statusMessage(error.status)
    : HTTP_MESSAGES.noResponse;
}

export const useFormEvent = (eventId: string) => usePublicRead(formEventRead(eventId));
