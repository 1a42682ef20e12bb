import { ACCOUNT_PATHS, type LoginPayload, TEMPORARY_PASSWORD_EXPIRED } from '@authority/shared/accounts';
import { normalizeKeys } from '@authority/shared/keys';
import { SECOND_FACTOR_PATHS, type SecondFactorLoginPayload } from '@authority/shared/second-factor';
import { useMutation } from '@tanstack/react-query';
import { type ApiAnswer, answerText, request } from '../../../lib/http/request';
import { staffTextsNow } from '../../../lib/i18n/staff-texts';

export type SignInOutcome =
  | { ok: true; token: string }
  /** The password was right; the account has a second factor: its code comes next (docs/staff-accounts.md). */
  | { ok: 'second-factor'; challenge: string }
  | { ok: false; message: string };

/**
 * POST /api/v1/Accounts/login (SPEC §7), turned into the texts of SPEC §8 'Login'. Beyond them, a
 * 429 says the account is locked after repeated failures (decision 001, 'Lockout in the audit log').
 */
export async function signIn(payload: LoginPayload): Promise<SignInOutcome> {
  const t = staffTextsNow();
  let answer: ApiAnswer;
  try {
    answer = await request(ACCOUNT_PATHS.login, { base: 'accounts', method: 'POST', body: payload });
  } catch {
    return { ok: false, message: t.account.loginConnectionError };
  }
  // SPEC §8's text for every refusal but one: an expired temporary password, which only the
  // administrator can replace, says so (docs/staff-accounts.md 'Temporary passwords').
  if (answer.status === 400)
    return expiredTemporaryPassword(answer.body)
      ? { ok: false, message: t.account.temporaryPasswordExpired }
      : { ok: false, message: t.account.incorrectLoginData };
  if (answer.status === 429) return { ok: false, message: t.http.tooManyRequests };
  if (!answer.ok || answer.body === undefined) return { ok: false, message: t.account.loginConnectionError };
  const body = normalizeKeys(answer.body);
  const { isSuccessfulLogin, token, secondFactorRequired, challenge } = (
    typeof body === 'object' && body !== null ? body : {}
  ) as Record<string, unknown>;
  if (secondFactorRequired === true && typeof challenge === 'string' && challenge !== '')
    return { ok: 'second-factor', challenge };
  if (isSuccessfulLogin !== true || typeof token !== 'string' || token === '')
    return { ok: false, message: t.account.loginFailed };
  return { ok: true, token };
}

export const useSignIn = () => useMutation({ mutationFn: signIn });

/**
 * POST /api/v1/Accounts/login/second-factor: the challenge and a TOTP or recovery code give the
 * token. A wrong code is the server's message; 429 the lockout's.
 */
export async function signInSecondStep(payload: SecondFactorLoginPayload): Promise<SignInOutcome> {
  const t = staffTextsNow();
  let answer: ApiAnswer;
  try {
    answer = await request(SECOND_FACTOR_PATHS.loginSecondFactor, {
      base: 'accounts',
      method: 'POST',
      body: payload,
    });
  } catch {
    return { ok: false, message: t.account.loginConnectionError };
  }
  if (answer.status === 429) return { ok: false, message: t.http.tooManyRequests };
  const token = answerText(answer.body, 'token');
  if (answer.ok && token) return { ok: true, token };
  return {
    ok: false,
    message: answerText(answer.body, 'message') ?? t.account.loginConnectionError,
  };
}

export const useSignInSecondStep = () => useMutation({ mutationFn: signInSecondStep });

/** Is a 400 of sign-in the one of a temporary password left unused too long (its `errors` key)? */
function expiredTemporaryPassword(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const errors = (body as { errors?: unknown }).errors;
  return errors !== null && typeof errors === 'object' && TEMPORARY_PASSWORD_EXPIRED in errors;
}
