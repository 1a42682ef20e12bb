import {
  type ConfirmSecondFactorPayload,
  SECOND_FACTOR_PATHS as PATHS,
  type PasswordConfirmationPayload,
  type RecoveryCodesAnswer,
  type SecondFactorChangePayload,
  type SecondFactorSetup,
} from '@authority/shared/second-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, answerText, request } from '../../../lib/http/request';
import { ACCOUNT_STATUS_QUERY_KEY, STAFF_AUTH } from '../../auth';
import { USERS_QUERY_KEY } from './get-users';

/** A second-factor call's outcome: its answer, or the server's message (undefined: no answer). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string | undefined };

async function send<T>(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<Outcome<T>> {
  let answer: ApiAnswer;
  try {
    answer = await request(path, { base: 'accounts', method, body, auth: STAFF_AUTH });
  } catch {
    return { ok: false, message: undefined };
  }
  return answer.ok
    ? { ok: true, value: answer.body as T }
    : { ok: false, message: answerText(answer.body, 'message') };
}

/** POST /second-factor/setup: a new secret, as a QR code and as text (docs/staff-accounts.md). */
export const useStartSecondFactor = () =>
  useMutation({
    mutationFn: (payload: PasswordConfirmationPayload) =>
      send<SecondFactorSetup>(PATHS.setup, 'POST', payload),
  });

/** The account's status changes with each of these: /me is read again. */
function useAccountMutation<P, T>(path: string, method: 'POST' | 'DELETE' = 'POST') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => send<T>(path, method, payload),
    onSuccess: (outcome) => {
      if (outcome.ok) return queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_QUERY_KEY });
    },
  });
}

/** POST /second-factor/confirm: the first code turns it on; the answer holds the recovery codes. */
export const useConfirmSecondFactor = () =>
  useAccountMutation<ConfirmSecondFactorPayload, RecoveryCodesAnswer>(PATHS.confirm);

/** Both take the password and a current code or an unused recovery code (ASVS 7.5.1). */
export const useRegenerateRecoveryCodes = () =>
  useAccountMutation<SecondFactorChangePayload, RecoveryCodesAnswer>(PATHS.recoveryCodes);

export const useRemoveSecondFactor = () =>
  useAccountMutation<SecondFactorChangePayload, { message: string }>(PATHS.remove);

/** DELETE /users/{id}/second-factor: a SuperAdmin removes another account's factor (a lost device). */
export function useRemoveSecondFactorOf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => send<{ message: string }>(PATHS.ofUser(id), 'DELETE'),
    onSuccess: (outcome) => {
      if (outcome.ok) return queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
  });
}
