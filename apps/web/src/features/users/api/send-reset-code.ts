import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';

/**
 * POST /api/v1/Accounts/forgot-password (SPEC §7): the body is the e-mail as a JSON string.
 * Resolves true for 200, false for any other status; rejects when no answer came (SPEC §8 tells
 * those two apart: 'Failed to send code.' and 'Error sending reset code.').
 */
export async function sendResetCode(email: string): Promise<boolean> {
  const answer = await request(ACCOUNT_PATHS.forgotPassword, {
    base: 'accounts',
    method: 'POST',
    body: email,
    auth: STAFF_AUTH,
  });
  return answer.status === 200;
}

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
