import { type EventView, normalizeEvent, normalizeEvents } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import type { PublicRead } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { ApiError } from '../../../lib/http/request';
import { usePublicRead } from '../../../lib/http/use-resource';

/** GET /Events/all, reversed so the newest event comes first (SPEC §3). */
export const eventsRead: PublicRead<EventView[]> = {
  key: 'events',
  path: PUBLIC_API_PATHS.eventsAll,
  parse: (raw) => normalizeEvents(raw, contentOptions()),
};

/** GET /Events/{id}; ApiError 404 when there is none (or it lacks a name or a valid date). */
export const eventRead = (id: string): PublicRead<EventView> => ({
  key: `event:${id}`,
  path: PUBLIC_API_PATHS.eventById(id),
  parse: (raw) => {
    const event = normalizeEvent(raw, contentOptions());
    if (!event) throw new ApiError(404, `event ${id} cannot be shown`);
    return event;
  },
});

export const useEvents = (onError?: (error: unknown) => void) => usePublicRead(eventsRead, onError);

export const useEvent = (id: string) => usePublicRead(eventRead(id));
