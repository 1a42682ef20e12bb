import { type EventView, normalizeEvent, normalizeEvents } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import { ApiError, getPublicJson } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { useResource } from '../../../lib/http/use-resource';

/** GET /Events/all, reversed so the newest event comes first (SPEC §3). */
export async function getEvents(signal?: AbortSignal): Promise<EventView[]> {
  return normalizeEvents(await getPublicJson(PUBLIC_API_PATHS.eventsAll, signal), contentOptions());
}

/** GET /Events/{id}; ApiError 404 when there is none (or it lacks a name or a valid date). */
export async function getEvent(id: string, signal?: AbortSignal): Promise<EventView> {
  const event = normalizeEvent(await getPublicJson(PUBLIC_API_PATHS.eventById(id), signal), contentOptions());
  if (!event) throw new ApiError(404, `event ${id} cannot be shown`);
  return event;
}

export const EVENTS_KEY = 'events';

export const useEvents = (onError?: (error: unknown) => void) => useResource(EVENTS_KEY, getEvents, onError);

export const useEvent = (id: string) => useResource(`event:${id}`, (signal) => getEvent(id, signal));
