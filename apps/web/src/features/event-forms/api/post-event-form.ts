import { EVENT_FORM_TIMEOUT_MS } from '@authority/shared/constants';
import { postPublicJson } from '../../../lib/http/post-json';
import { answerError, callError } from './event-form-error';

/**
 * POST to one of the event-form calls (SPEC §7) with its 15 s time-out. Resolves with the answer's
 * JSON; rejects with an EventFormError worded by SPEC §8, whatever went wrong.
 */
export async function postEventForm(path: string, body: unknown): Promise<unknown> {
  try {
    const answer = await postPublicJson(path, body, { timeoutMs: EVENT_FORM_TIMEOUT_MS });
    if (!answer.ok) throw answerError(answer);
    return answer.body;
  } catch (error) {
    throw callError(error);
  }
}
