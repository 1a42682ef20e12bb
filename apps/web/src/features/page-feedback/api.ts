/** Staff's page feedback calls (docs/page-feedback.md): the counts, a page of comments, handled and delete. */
import {
  type FeedbackCommentsAnswer,
  type FeedbackCountsAnswer,
  PAGE_FEEDBACK_PATHS,
} from '@authority/shared/page-feedback';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../lib/http/request';
import { STAFF_AUTH } from '../auth';

const FEEDBACK_KEY = ['back-office', 'page-feedback'] as const;

export type HandledFilter = '' | 'true' | 'false';

export const useFeedbackCounts = () =>
  useQuery({
    queryKey: [...FEEDBACK_KEY, 'counts'],
    queryFn: ({ signal }) =>
      requestJson<FeedbackCountsAnswer>(PAGE_FEEDBACK_PATHS.staffCounts, { auth: STAFF_AUTH, signal }),
  });

export function useFeedbackComments(page: number, handled: HandledFilter) {
  const params = new URLSearchParams({ page: String(page) });
  if (handled) params.set('handled', handled);
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'comments', page, handled],
    queryFn: ({ signal }) =>
      requestJson<FeedbackCommentsAnswer>(`${PAGE_FEEDBACK_PATHS.staffComments}?${params}`, {
        auth: STAFF_AUTH,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useFeedbackChange<Input>(call: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

export const useSetFeedbackHandled = () =>
  useFeedbackChange(({ id, handled }: { id: number; handled: boolean }) =>
    requestJson<{ message: string }>(PAGE_FEEDBACK_PATHS.staffHandled(id), {
      method: 'PUT',
      body: { handled },
      auth: STAFF_AUTH,
    }),
  );

export const useRemoveFeedback = () =>
  useFeedbackChange((id: number) =>
    requestJson<{ message: string }>(PAGE_FEEDBACK_PATHS.staffItem(id), {
      method: 'DELETE',
      auth: STAFF_AUTH,
    }),
  );
