import { ACCOUNT_PATHS, type ResetPasswordPayload } from '@authority/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { readMessage, staffRequest } from '../../auth';

export type ResetOutcome = { ok: true } | { ok: false; detail: string | undefined };

/** POST /api/v1/Accounts/reset-password (SPEC §3 payload). `detail` is the server's reason, if any. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<ResetOutcome> {
  let response: Response;
  try {
    response = await staffRequest(ACCOUNT_PATHS.resetPassword, { method: 'POST', body: payload });
  } catch {
    return { ok: false, detail: undefined };
  }
  return response.ok ? { ok: true } : { ok: false, detail: await readMessage(response) };
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
