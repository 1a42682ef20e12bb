import { CONTACT_TIMEOUT_MS } from '@authority/shared/constants';
import type { ContactMessages, ContactValues } from '@authority/shared/contact-texts';

import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import { type ApiAnswer, answerText, request } from '../../../lib/http/request';
import { statusMessage } from '../../../lib/http/status-messages';
import { TimeoutError } from '../../../lib/http/timeout';

type ContactTexts = ContactMessages;

/** What the form shows after the call: SPEC §4's green or red message. */
export interface InquiryOutcome {
  ok: boolean;
  message: string;
}

/** SPEC §8 'Contact' for an answer: its JSON message, else the default or the status. */
export function answerOutcome(answer: ApiAnswer, texts: ContactTexts): InquiryOutcome {
  const serverMessage = answerText(answer.body, 'message') ?? answerText(answer.body, 'error');
  if (answer.ok) return { ok: true, message: serverMessage ?? texts.success };
  // Behind HTTP/2 an answer has no status text: the catalogue's words for the status stand in.
  const statusText = answer.statusText || statusMessage(answer.status);
  return { ok: false, message: serverMessage ?? texts.serverError(answer.status, statusText) };
}

/** SPEC §8 'Contact' when no answer came: the time-out, a CORS refusal, or anything else. */
export function failureOutcome(error: unknown, texts: ContactTexts): InquiryOutcome {
  if (error instanceof TimeoutError) return { ok: false, message: texts.timedOut };
  if (error instanceof Error && /\bCORS\b/i.test(error.message)) return { ok: false, message: texts.cors };
  return { ok: false, message: texts.genericError };
}

/**
 * POST {api}/email/send (SPEC §7) with the trimmed values and the time of sending; 30 s time-out.
 * Never rejects, except when `signal` aborts (the form went away).
 */
export async function sendInquiry(
  values: ContactValues,
  { texts, signal, now = new Date() }: { texts: ContactTexts; signal?: AbortSignal; now?: Date },
): Promise<InquiryOutcome> {
  const body = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    department: values.department.trim(),
    message: values.message.trim(),
    submittedAt: now.toISOString(),
  };
  try {
    return answerOutcome(
      await request(EVENT_FORM_PATHS.contact, {
        method: 'POST',
        body,
        timeoutMs: CONTACT_TIMEOUT_MS,
        signal,
      }),
      texts,
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return failureOutcome(error, texts);
  }
}
