import { API } from '@authority/shared/routes';
import { API_ORIGIN } from './api-client';
import { withTimeout } from './timeout';

/** The visitor forms' POSTs (SPEC §7), with their time-outs. */

/** An answer of a POST, whatever its status; `body` is its JSON, or undefined when it has none. */
export interface JsonAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  body: unknown;
}

export interface PostOptions {
  /** Aborts the call, and rejects with TimeoutError, after this long. No time-out without it. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * POST `body` as JSON to a path of the public API (`/email/send`, `/Events/7/submit`…). Resolves
 * with the answer whatever its status (the forms word each status themselves, SPEC §8); rejects
 * with TimeoutError after `timeoutMs`, and with the fetch's own error when no answer comes.
 */
export function postPublicJson(path: string, body: unknown, options: PostOptions = {}): Promise<JsonAnswer> {
  return withTimeout(
    options.timeoutMs,
    async (signal) => {
      const response = await fetch(`${API_ORIGIN}${API.publicBase}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      // SPEC §7: the message is read only when the reply is JSON.
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      const parsed: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
      return { ok: response.ok, status: response.status, statusText: response.statusText, body: parsed };
    },
    options.signal,
  );
}

/** A text field of a JSON answer (`message`, `error`…), when it is a non-empty string. */
export function answerText(body: unknown, key: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
