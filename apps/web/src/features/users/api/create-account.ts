import { ACCOUNT_PATHS, type RegisterPayload } from '@authority/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, answerText, request } from '../../../lib/http/request';
import { staffTextsNow } from '../../../lib/i18n/staff-texts';
import { STAFF_AUTH } from '../../auth';
import { USERS_QUERY_KEY } from './get-users';

export type CreateAccountOutcome = { ok: true } | { ok: false; message: string };

/**
 * POST /api/v1/Accounts/register (SPEC §7) with the texts of SPEC §8 'Register': 200 is success;
 * another success status is 'Something went wrong. Please try again.'; an error answer shows the
 * server's message, else 'Registration failed. Try again.' (also when no answer came).
 */
export async function createAccount(payload: RegisterPayload): Promise<CreateAccountOutcome> {
  const t = staffTextsNow();
  let answer: ApiAnswer;
  try {
    answer = await request(ACCOUNT_PATHS.register, {
      base: 'accounts',
      method: 'POST',
      body: payload,
      auth: STAFF_AUTH,
    });
  } catch {
    return { ok: false, message: t.account.registerFailed };
  }
  if (answer.status === 200) return { ok: true };
  if (answer.ok) return { ok: false, message: t.account.registerNon200 };
  return { ok: false, message: answerText(answer.body, 'message') ?? t.account.registerFailed };
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
