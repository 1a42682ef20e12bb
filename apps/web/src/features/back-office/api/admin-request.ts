import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { normalizeKeys } from '@authority/shared/keys';
import { statusMessage } from '../../../lib/http/status-messages';
import { getStoredToken, StaffApiError, staffRequest } from '../../auth';

/** A failed call, as the screens show it: a message, and the server's messages per field. */
export interface Problem {
  /** 0 when no answer came. */
  status: number;
  message: string;
  /** `errors` of a 400 answer (DESIGN.md 'HTTP API'), keyed by field path (`contact.email`). */
  fieldErrors: Record<string, string>;
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; problem: Problem };

/**
 * The text for an error status: SPEC §8's catalogue (lib/http), except where the server says
 * exactly what went wrong beyond it: a share link's 403 and an upload's 413 and 415.
 */
export function adminStatusMessage(status: number, serverMessage?: string): string {
  const own = serverMessage?.trim() || undefined;
  if (status === 0) return HTTP_MESSAGES.noResponse;
  if (own && (status === 403 || status === 413 || status === 415)) return own;
  if (status === 413) return HTTP_MESSAGES.payloadTooLarge;
  return statusMessage(status, own);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The problem an error answer's body describes: `{ message, errors: { field: [...] } }`. */
export function problemFrom(status: number, body: unknown): Problem {
  const { message, errors } = asRecord(body);
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(asRecord(errors))) {
    const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
    if (list.length > 0) fieldErrors[field] = list.join(' ');
  }
  return {
    status,
    message: adminStatusMessage(status, typeof message === 'string' ? message : undefined),
    fieldErrors,
  };
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export const NO_ANSWER: Problem = { status: 0, message: HTTP_MESSAGES.noResponse, fieldErrors: {} };

/**
 * A staff call under the public base `/api/v1/admin` that gives an Outcome instead of throwing:
 * the answer's JSON (keys in camelCase) through `parse`, or the problem. A 401 ends the session
 * (staffRequest), and the dashboard then goes to /login.
 */
export async function adminCall<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal },
  parse: (body: unknown) => T,
): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await staffRequest(path, { ...init, base: 'public' });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, problem: NO_ANSWER };
  }
  const body = await readBody(response);
  if (!response.ok) return { ok: false, problem: problemFrom(response.status, body) };
  try {
    return { ok: true, data: parse(normalizeKeys(body)) };
  } catch {
    return {
      ok: false,
      problem: { status: response.status, message: HTTP_MESSAGES.unknown, fieldErrors: {} },
    };
  }
}

/** For TanStack Query reads: the data, or a thrown StaffApiError (the error states read it). */
export async function adminRead<T>(
  path: string,
  parse: (body: unknown) => T,
  signal?: AbortSignal,
): Promise<T> {
  const outcome = await adminCall(path, { signal }, parse);
  if (!outcome.ok) throw new StaffApiError(outcome.problem.status, outcome.problem.message);
  return outcome.data;
}

/**
 * True while a session is stored: a failure that ended the session (401) is not worth an alert,
 * the page is on its way to /login.
 */
export const stillSignedIn = () => getStoredToken() !== null;
