import { type ShareLinkStatus, SUBMISSION_PATHS } from '@authority/shared/submissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';

const shareLinkKey = (eventId: number) => ['back-office', 'share-link', eventId] as const;

const asRecord = (body: unknown) =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** GET /events/{id}/share-link: whether the event has a working share link, until when, and who made it when. */
export function useShareLinkStatus(eventId: number) {
  return useQuery({
    queryKey: shareLinkKey(eventId),
    queryFn: ({ signal }) =>
      requestJson(
        SUBMISSION_PATHS.shareLink(eventId),
        { auth: STAFF_AUTH, signal },
        (body): ShareLinkStatus => ({
          active: asRecord(body).active === true,
          expiresAt: textOrNull(asRecord(body).expiresAt),
          createdAt: textOrNull(asRecord(body).createdAt),
          createdBy: textOrNull(asRecord(body).createdBy),
        }),
      ),
  });
}

export interface CreatedShareLink {
  message: string;
  url: string;
  expiresAt: string | null;
}

/** POST: a new link (shown once); any earlier link stops working. DELETE: no link at all. */
export function useShareLinkChange(eventId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinkKey(eventId) });
  const create = useMutation({
    /** `days`: how long the new link works (7, 30 or 90), chosen when it is made. */
    mutationFn: (days: number) =>
      requestJson(
        SUBMISSION_PATHS.shareLink(eventId),
        { method: 'POST', auth: STAFF_AUTH, body: { days } },
        (body): CreatedShareLink => {
          const { message, url, expiresAt } = asRecord(body);
          if (typeof url !== 'string') throw new Error('The share link answer has no url');
          return {
            message: typeof message === 'string' ? message : '',
            url,
            expiresAt: textOrNull(expiresAt),
          };
        },
      ),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: () =>
      requestJson(SUBMISSION_PATHS.shareLink(eventId), { method: 'DELETE', auth: STAFF_AUTH }, (body) => {
        const { message } = asRecord(body);
        return typeof message === 'string' ? message : '';
      }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
