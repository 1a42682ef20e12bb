import { ACCOUNT_PATHS, ACCOUNT_TEXTS, type LoginPayload } from '@authority/shared/accounts';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { normalizeKeys } from '@authority/shared/keys';
import { useMutation } from '@tanstack/react-query';
import { staffRequest } from './staff-request';

export type SignInOutcome = { ok: true; token: string } | { ok: false; message: string };

/**
 * POST /api/v1/Accounts/login (SPEC §7), turned into the texts of SPEC §8 'Login'. Beyond them, a
 * 429 (locked out after repeated failures) says so, as issue 5 asks.
 */
export async function signIn(payload: LoginPayload): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await staffRequest(ACCOUNT_PATHS.login, { method: 'POST', body: payload });
  } catch {
    return { ok: false, message: ACCOUNT_TEXTS.loginConnectionError };
  }
  if (response.status === 400) return { ok: false, message: ACCOUNT_TEXTS.incorrectLoginData };
  if (response.status === 429) return { ok: false, message: HTTP_MESSAGES.tooManyRequests };
  if (!response.ok) return { ok: false, message: ACCOUNT_TEXTS.loginConnectionError };

  let body: unknown;
  try {
    body = normalizeKeys(await response.json());
  } catch {
    return { ok: false, message: ACCOUNT_TEXTS.loginConnectionError };
  }
  const { isSuccessfulLogin, token } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (isSuccessfulLogin !== true || typeof token !== 'string' || token === '')
    return { ok: false, message: ACCOUNT_TEXTS.loginFailed };
  return { ok: true, token };
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
