import { API } from '@authority/shared/routes';
import { API_ORIGIN } from '../../../lib/http/api-client';
import { endSession, getStoredToken } from '../session';

export interface StaffRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Which API base `path` is under: the account base (default) or the public base of the back office. */
  base?: 'accounts' | 'public';
  /** Sent as JSON; a string is sent as a JSON string (forgot-password, SPEC §7). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A call to the account base `/api/v1/Accounts` (SPEC §7), or with `base: 'public'` to the staff
 * writes under `/api/v1/admin` (issue 6), with the stored Bearer token. Resolves
 * with the answer whatever its status, and rejects only when no answer came. A 401 means the
 * session is over (signed out elsewhere, reset, deleted, expired): the token is forgotten, and the
 * staff layouts then go to /login.
 */
export async function staffRequest(path: string, init: StaffRequestInit = {}): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  const token = getStoredToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const apiBase = init.base === 'public' ? API.publicBase : API.accountsBase;
  const response = await fetch(`${API_ORIGIN}${apiBase}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (response.status === 401 && token) endSession('session-ended');
  return response;
}

/** The `message` of a JSON answer (DESIGN.md 'HTTP API' error shape), if it has one. */
export async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const { message, Message } = body as Record<string, unknown>;
      const text = message ?? Message;
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  } catch {
    // Not JSON: no message.
  }
  return undefined;
}

/** An answer with an error status from a staff call. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}
