/** The staff calls of preview links and revisions (docs/content-publishing.md). */
import {
  type PreviewLink,
  PUBLICATION_PATHS,
  previewLinkSchema,
  type RevisionDiff,
  revisionDiffSchema,
  revisionSchema,
} from '@authority/shared/content-publication';
import type { ContentKey } from '@authority/shared/content-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '../../lib/http/request';
import { STAFF_AUTH } from '../auth';
import { contentQueryKey } from './content-api';

const revisionsKey = (key: ContentKey, id: number) => [...contentQueryKey(key), id, 'revisions'] as const;

/** POST: a link that opens the item as its page for an hour. */
export const makePreviewLink = (key: ContentKey, id: number): Promise<PreviewLink> =>
  requestJson(PUBLICATION_PATHS.previewLink(key, id), { method: 'POST', auth: STAFF_AUTH }, (body) =>
    previewLinkSchema.parse(body),
  );

/** GET: the item's revisions, newest first. Values keep their keys as stored. */
export function useRevisions(key: ContentKey, id: number) {
  return useQuery({
    queryKey: revisionsKey(key, id),
    queryFn: ({ signal }) =>
      requestJson(
        PUBLICATION_PATHS.revisions(key, id),
        { auth: STAFF_AUTH, signal, keysAsSent: true },
        (body) => z.array(revisionSchema).parse(body),
      ),
  });
}

/** GET: what changed from revision `from` to `to` (none asked while either is missing). */
export function useRevisionDiff(
  key: ContentKey,
  id: number,
  from: number | undefined,
  to: number | undefined,
) {
  return useQuery({
    queryKey: [...revisionsKey(key, id), 'diff', from, to],
    enabled: from !== undefined && to !== undefined,
    queryFn: ({ signal }): Promise<RevisionDiff> =>
      requestJson(
        PUBLICATION_PATHS.diff(key, id, from ?? 0, to ?? 0),
        { auth: STAFF_AUTH, signal, keysAsSent: true },
        (body) => revisionDiffSchema.parse(body),
      ),
  });
}

/** POST: restore a revision (a new one); the list and the history are read again. */
export function useRestoreRevision(key: ContentKey, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) =>
      requestJson(
        PUBLICATION_PATHS.restore(key, id, revision),
        { method: 'POST', auth: STAFF_AUTH },
        () => undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey(key) }),
  });
}
