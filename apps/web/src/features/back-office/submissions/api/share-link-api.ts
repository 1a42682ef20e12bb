import { SUBMISSION_PATHS } from '@authority/shared/submissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminRead } from '../../api/admin-request';

const shareLinkKey = (eventId: number) => ['back-office', 'share-link', eventId] as const;

const asRecord = (body: unknown) =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

/** GET /events/{id}/share-link: whether the event has a working share link. */
export function useShareLinkStatus(eventId: number) {
  return useQuery({
    queryKey: shareLinkKey(eventId),
    queryFn: ({ signal }) =>
      adminRead(
        SUBMISSION_PATHS.shareLink(eventId),
        (body) => ({ active: asRecord(body).active === true }),
        signal,
      ),
  });
}

export interface CreatedShareLink {
  message: string;
  url: string;
}

/** POST: a new link (shown once); any earlier link stops working. DELETE: no link at all. */
export function useShareLinkChange(eventId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinkKey(eventId) });
  const create = useMutation({
    mutationFn: () =>
      adminCall(SUBMISSION_PATHS.shareLink(eventId), { method: 'POST' }, (body): CreatedShareLink => {
        const { message, url } = asRecord(body);
        if (typeof url !== 'string') throw new Error('The share link answer has no url');
        return { message: typeof message === 'string' ? message : '', url };
      }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: () =>
      adminCall(SUBMISSION_PATHS.shareLink(eventId), { method: 'DELETE' }, (body) => {
        const { message } = asRecord(body);
        return typeof message === 'string' ? message : '';
      }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
