import { ACCOUNT_PATHS, type ResetPasswordPayload } from '@authority/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { type ApiAnswer, answerText, request } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';

export type ResetOutcome = { ok: true } | { ok: false; detail: string | undefined };

/** POST /api/v1/Accounts/reset-password (SPEC §3 payload). `detail` is the server's reason, if any. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<ResetOutcome> {
  let answer: ApiAnswer;
  try {
    answer = await request(ACCOUNT_PATHS.resetPassword, {
      base: 'accounts',
      method: 'POST',
      body: payload,
      auth: STAFF_AUTH,
    });
  } catch {
    return { ok: false, detail: undefined };
  }
  return answer.ok ? { ok: true } : { ok: false, detail: answerText(answer.body, 'message') };
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
