/**
 * Events that fill up (decision 018): how full each list is, and staff cancelling or deleting
 * one registration or sponsor request. Either change may move the first who waits up, so both
 * refresh the event's lists and counts.
 */
import { CAPACITY_PATHS, type EventPlaces, type PlaceCount } from '@authority/shared/event-capacity';
import { SHARE_KEY_HEADER, type SubmissionKind } from '@authority/shared/submissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';
import type { SubmissionAccess } from './submissions-api';

const placesKey = (eventId: string) => ['back-office', 'submissions', eventId, 'places'] as const;

const countOf = (value: unknown): PlaceCount => {
  const body = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const whole = (field: string) => (typeof body[field] === 'number' ? (body[field] as number) : 0);
  return {
    capacity: typeof body.capacity === 'number' ? body.capacity : null,
    booked: whole('booked'),
    waiting: whole('waiting'),
    cancelled: whole('cancelled'),
    checkedIn: whole('checkedIn'),
  };
};

/** GET /events/{id}/places, as staff or as the share link's holder. */
export function useEventPlaces(eventId: string, access: SubmissionAccess) {
  return useQuery({
    queryKey: [...placesKey(eventId), access.kind === 'key' ? access.key : 'staff'],
    queryFn: ({ signal }) =>
      requestJson(
        CAPACITY_PATHS.places(eventId),
        access.kind === 'staff'
          ? { auth: STAFF_AUTH, signal }
          : { headers: { [SHARE_KEY_HEADER]: access.key }, signal },
        (body): EventPlaces => {
          const answer = (body ?? {}) as Record<string, unknown>;
          return { registrations: countOf(answer.registrations), sponsors: countOf(answer.sponsors) };
        },
      ),
  });
}

export type PlaceChange = { action: 'cancel' | 'delete'; kind: SubmissionKind; id: number };

/** POST …/{id}/cancel or DELETE …/{id} (staff only); the event's lists and counts are read again. */
export function usePlaceChange(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, kind, id }: PlaceChange) =>
      action === 'cancel'
        ? requestJson(CAPACITY_PATHS.cancel(eventId, kind, id), { method: 'POST', auth: STAFF_AUTH })
        : requestJson(CAPACITY_PATHS.one(eventId, kind, id), { method: 'DELETE', auth: STAFF_AUTH }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'submissions', eventId] }),
  });
}
