/** The staff calls of review before publishing and review dates (docs/content-review.md). */
import {
  REVIEW_PATHS,
  type ReviewDetail,
  type ReviewDueRow,
  type ReviewOwner,
  type ReviewRequestRow,
  type ReviewStatus,
} from '@authority/shared/content-review';
import type { ContentKey } from '@authority/shared/content-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../lib/http/request';
import { STAFF_AUTH } from '../auth';
import { contentQueryKey } from './content-api';

const REVIEWS_KEY = ['back-office', 'reviews'] as const;

/** The queue of one status: pending (waiting), returned (sent back)… */
export function useReviewQueue(status: ReviewStatus) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'queue', status],
    queryFn: ({ signal }) =>
      requestJson(
        `${REVIEW_PATHS.queue}?status=${status}`,
        { auth: STAFF_AUTH, signal },
        (body) => body as { items: ReviewRequestRow[] },
      ),
  });
}

/** One request with what it changes; field names kept as sent (`ar.name`). */
export function useReviewDetail(id: number) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      requestJson(
        REVIEW_PATHS.one(id),
        { auth: STAFF_AUTH, signal, keysAsSent: true },
        (body) => body as ReviewDetail,
      ),
  });
}

export function useDueReviews() {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'due'],
    queryFn: ({ signal }) =>
      requestJson(
        REVIEW_PATHS.due,
        { auth: STAFF_AUTH, signal },
        (body) => body as { items: ReviewDueRow[] },
      ),
  });
}

/** The accounts a health page's review may be given to (asked for only when `enabled`). */
export function useReviewOwners(enabled = true) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'owners'],
    enabled,
    queryFn: ({ signal }) =>
      requestJson(
        REVIEW_PATHS.owners,
        { auth: STAFF_AUTH, signal },
        (body) => body as { items: ReviewOwner[] },
      ),
  });
}

/** The item's pending revision's values, or null when it has none (404). */
export function usePendingRevision(key: ContentKey, id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...contentQueryKey(key), id, 'pending'],
    enabled: enabled && id !== undefined,
    queryFn: async ({ signal }) => {
      try {
        return await requestJson(
          REVIEW_PATHS.pending(key, id ?? 0),
          { auth: STAFF_AUTH, signal, keysAsSent: true },
          (body) => body as { values: Record<string, unknown>; updatedAt: string },
        );
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });
}

/** Everything that shows a request or an item's state is read again after a step. */
function useInvalidateReviews(key?: ContentKey) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
    await queryClient.invalidateQueries({ queryKey: ['back-office', 'staff-summary'] });
    if (key) await queryClient.invalidateQueries({ queryKey: contentQueryKey(key) });
    else await queryClient.invalidateQueries({ queryKey: ['back-office', 'content'] });
  };
}

export function useAskForReview(key: ContentKey) {
  const invalidate = useInvalidateReviews(key);
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      requestJson(
        REVIEW_PATHS.request(key, id),
        { method: 'POST', auth: STAFF_AUTH, body: { note } },
        (body) => body as { message: string },
      ),
    onSuccess: invalidate,
  });
}

export function usePublishReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, publishAt }: { id: number; publishAt: string | null }) =>
      requestJson(
        REVIEW_PATHS.publish(id),
        { method: 'POST', auth: STAFF_AUTH, body: { publishAt } },
        (body) => body as { message: string },
      ),
    onSuccess: invalidate,
  });
}

export function useSendBackReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string }) =>
      requestJson(
        REVIEW_PATHS.sendBack(id),
        { method: 'POST', auth: STAFF_AUTH, body: { comment } },
        (body) => body as { message: string },
      ),
    onSuccess: invalidate,
  });
}
