import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { type ApiAnswer, answerText, request } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';

export type EndSessionsOutcome = { ok: true } | { ok: false; detail: string | undefined };

/** DELETE /users/{id}/sessions: a SuperAdmin ends every session of another account (ASVS 7.4.5). */
export async function endAccountSessions(id: number | string): Promise<EndSessionsOutcome> {
  let answer: ApiAnswer;
  try {
    answer = await request(ACCOUNT_PATHS.sessionsOf(id), {
      base: 'accounts',
      method: 'DELETE',
      auth: STAFF_AUTH,
    });
  } catch {
    return { ok: false, detail: undefined };
  }
  return answer.ok ? { ok: true } : { ok: false, detail: answerText(answer.body, 'message') };
}

export const useEndAccountSessions = () => useMutation({ mutationFn: endAccountSessions });
