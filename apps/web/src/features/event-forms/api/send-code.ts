import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import { answerText } from '../../../lib/http/request';
import type { FormKind } from '../form-kind';
import { postEventForm } from './post-event-form';

export interface CodeSent {
  message: string | undefined;
  /** The address the code went to, masked by the server. */
  to: string | undefined;
}

/**
 * POST {api}/Events/{id}/send-code with `Email`, or {api}/events/{id}/sponsor/send-code with
 * `email` (SPEC §7: the two calls spell it differently).
 */
export async function sendCode(kind: FormKind, eventId: string, email: string): Promise<CodeSent> {
  const body =
    kind === 'registration'
      ? await postEventForm(EVENT_FORM_PATHS.registrationSendCode(eventId), { Email: email })
      : await postEventForm(EVENT_FORM_PATHS.sponsorSendCode(eventId), { email });
  return { message: answerText(body, 'message'), to: answerText(body, 'to') };
}
