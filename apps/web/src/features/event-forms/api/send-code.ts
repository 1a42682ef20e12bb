import { EVENT_FORM_TIMEOUT_MS } from '@authority/shared/constants';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import { ApiError, answerText, errorOf, request } from '../../../lib/http/request';
import { statusMessage } from '../../../lib/http/status-messages';
import type { FormKind } from '../form-kind';

export interface CodeSent {
  message: string | undefined;
  /** The address the code went to, masked by the server. */
  to: string | undefined;
}

/** The server's own 120 s cooldown refused the code: how many seconds are left of it. */
export class CodeCooldownError extends ApiError {
  constructor(readonly secondsLeft: number) {
    super(429, '');
    this.name = 'CodeCooldownError';
  }
}

/**
 * POST {api}/Events/{id}/send-code with `Email`, or {api}/events/{id}/sponsor/send-code with
 * `email` (SPEC §7: the two calls spell it differently). A 429 that says in Retry-After how long
 * is left of the server's cooldown rejects with CodeCooldownError; any other failure with an
 * ApiError worded by SPEC §8's catalogue (no answer in 15 s: status 0).
 */
export async function sendCode(kind: FormKind, eventId: string, email: string): Promise<CodeSent> {
  const [path, body] =
    kind === 'registration'
      ? [EVENT_FORM_PATHS.registrationSendCode(eventId), { Email: email }]
      : [EVENT_FORM_PATHS.sponsorSendCode(eventId), { email }];
  let answer: Awaited<ReturnType<typeof request>>;
  try {
    answer = await request(path, { method: 'POST', body, timeoutMs: EVENT_FORM_TIMEOUT_MS });
  } catch {
    throw new ApiError(0, HTTP_MESSAGES.noResponse);
  }
  if (!answer.ok) {
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (answer.status === 429 && Number.isInteger(retryAfter) && retryAfter > 0)
      throw new CodeCooldownError(retryAfter);
    throw errorOf(answer, statusMessage);
  }
  return { message: answerText(answer.body, 'message'), to: answerText(answer.body, 'to') };
}
