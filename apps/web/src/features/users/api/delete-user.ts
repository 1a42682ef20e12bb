import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, answerText, request } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';
import { USERS_QUERY_KEY } from './get-users';

export type DeleteOutcome = { ok: true } | { ok: false; detail: string | undefined };

/** DELETE /api/v1/Accounts/delete/{id} (SPEC §7). `detail` is the server's reason, if any. */
export async function deleteUser(id: number | string): Promise<DeleteOutcome> {
  let answer: ApiAnswer;
  try {
    answer = await request(ACCOUNT_PATHS.deleteUser(id), {
      base: 'accounts',
      method: 'DELETE',
      auth: STAFF_AUTH,
    });
  } catch {
    return { ok: false, detail: undefined };
  }
  return answer.ok ? { ok: true } : { ok: false, detail: answerText(answer.body, 'message') };
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (outcome) => {
      if (outcome.ok) return queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
  });
}
