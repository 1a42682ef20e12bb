import { ACCOUNT_PATHS, ACCOUNT_TEXTS, type RegisterPayload } from '@authority/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readMessage, staffRequest } from '../../auth';
import { USERS_QUERY_KEY } from './get-users';

export type CreateAccountOutcome = { ok: true } | { ok: false; message: string };

/**
 * POST /api/v1/Accounts/register (SPEC §7) with the texts of SPEC §8 'Register': 200 is success;
 * another success status is 'Something went wrong. Please try again.'; an error answer shows the
 * server's message, else 'Registration failed. Try again.' (also when no answer came).
 */
export async function createAccount(payload: RegisterPayload): Promise<CreateAccountOutcome> {
  let response: Response;
  try {
    response = await staffRequest(ACCOUNT_PATHS.register, { method: 'POST', body: payload });
  } catch {
    return { ok: false, message: ACCOUNT_TEXTS.registerFailed };
  }
  if (response.status === 200) return { ok: true };
  if (response.ok) return { ok: false, message: ACCOUNT_TEXTS.registerNon200 };
  return { ok: false, message: (await readMessage(response)) ?? ACCOUNT_TEXTS.registerFailed };
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (outcome) => {
      if (outcome.ok) return queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
  });
}
