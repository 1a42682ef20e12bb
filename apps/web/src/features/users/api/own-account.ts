import { ACCOUNT_PATHS, type ChangePasswordPayload, type SessionRow } from '@authority/shared/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, answerText, request, requestJson } from '../../../lib/http/request';
import { ACCOUNT_STATUS_QUERY_KEY, STAFF_AUTH } from '../../auth';

/** The outcome of an own-account write: the server's message either way, when it gave one. */
export type OwnAccountOutcome =
  | { ok: true; message: string | undefined }
  | { ok: false; message: string | undefined };

async function send(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<OwnAccountOutcome> {
  let answer: ApiAnswer;
  try {
    answer = await request(path, { base: 'accounts', method, body, auth: STAFF_AUTH });
  } catch {
    return { ok: false, message: undefined };
  }
  return { ok: answer.ok, message: answerText(answer.body, 'message') };
}

export const SESSIONS_QUERY_KEY = ['accounts', 'sessions'] as const;

/** POST /api/v1/Accounts/change-password (docs/staff-accounts.md). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) => send(ACCOUNT_PATHS.changePassword, 'POST', payload),
    // The other sessions ended with the change, and the password is no longer temporary.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_QUERY_KEY }),
      ]),
  });
}

const toSessions = (body: unknown): SessionRow[] => {
  if (!Array.isArray(body)) throw new Error('The sessions answer is not a list');
  return body as SessionRow[];
};

/** GET /api/v1/Accounts/sessions: the signed-in account's open sessions, this one first. */
export const useSessions = () =>
  useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) =>
      requestJson(ACCOUNT_PATHS.sessions, { base: 'accounts', auth: STAFF_AUTH, signal }, toSessions),
  });

/** DELETE /sessions/{id}, or DELETE /sessions (every other one) without an id. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) =>
      send(id === undefined ? ACCOUNT_PATHS.sessions : ACCOUNT_PATHS.session(id), 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
