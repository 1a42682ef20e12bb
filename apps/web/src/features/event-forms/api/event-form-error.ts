import { FIELD_LABELS } from '@authority/shared/event-form-texts';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { lowerFirst } from '@authority/shared/keys';
import { answerText, type JsonAnswer } from '../../../lib/http/post-json';
import { statusMessage } from '../../../lib/http/status-messages';

/** One field's problems as the server named them (`fullName`, `Email`…). */
export interface FieldErrorEntry {
  /** camelCase, as the form's fields are named. */
  field: string;
  messages: string[];
}

/** A failed event-form call, worded by SPEC §8's catalogue, with the answer's field errors. */
export class EventFormError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrorEntry[] = [],
  ) {
    super(message);
    this.name = 'EventFormError';
  }
}

const isFieldName = (key: string): key is keyof typeof FIELD_LABELS => Object.hasOwn(FIELD_LABELS, key);

/** SPEC §8: field errors come in an `errors` or a `fieldErrors` object, each a list or a text. */
export function fieldErrorsOf(body: unknown): FieldErrorEntry[] {
  if (body === null || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const errors = record.errors ?? record.fieldErrors;
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return [];
  return Object.entries(errors).flatMap(([key, value]) => {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    );
    const field = lowerFirst(key);
    return messages.length > 0 ? [{ field: isFieldName(field) ? field : key, messages }] : [];
  });
}

/** The error for an answer with a failing status. */
export function answerError(answer: JsonAnswer): EventFormError {
  const serverMessage = answerText(answer.body, 'message');
  return new EventFormError(statusMessage(answer.status, serverMessage), fieldErrorsOf(answer.body));
}

/** SPEC §8 'no response' (the 15 s time-out included), or the error itself when it is ours. */
export function callError(error: unknown): EventFormError {
  return error instanceof EventFormError ? error : new EventFormError(HTTP_MESSAGES.noResponse);
}
