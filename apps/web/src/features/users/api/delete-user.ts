import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readMessage, staffRequest } from '../../auth';
import { USERS_QUERY_KEY } from './get-users';

export type DeleteOutcome = { ok: true } | { ok: false; detail: string | undefined };

/** DELETE /api/v1/Accounts/delete/{id} (SPEC §7). `detail` is the server's reason, if any. */
export async function deleteUser(id: number | string): Promise<DeleteOutcome> {
  let response: Response;
  try {
    response = await staffRequest(ACCOUNT_PATHS.deleteUser(id), { method: 'DELETE' });
  } catch {
    return { ok: false, detail: undefined };
  }
  return response.ok ? { ok: true } : { ok: false, detail: await readMessage(response) };
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
