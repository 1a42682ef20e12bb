/**
 * The one way the web app calls the API: `request` for the answer whatever its status, and
 * `requestJson` for the data or an ApiError. Public reads, the visitor forms and every staff call
 * go through them; what differs per call (which base, the staff token, a time-out, how a status is
 * worded) is an option, not another function.
 */
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { lowerFirst, normalizeKeys } from '@authority/shared/keys';
import { DEFAULT_LOCALE } from '@authority/shared/locales';
import { API } from '@authority/shared/routes';
import { API_ORIGIN } from './api-origin';
import { errorText } from './status-messages';
import { withTimeout } from './timeout';

/** How a staff call proves who makes it: the stored token, and what a 401 means for it. */
export interface StaffAuth {
  token: () => string | null;
  /** The session is over (signed out elsewhere, reset, deleted, expired). */
  onUnauthorized: () => void;
  /** The staff member's language (decision 014), sent as `Accept-Language` instead of the page's. */
  language?: () => string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The public base `/api/v1/admin` (default) or the accounts base `/api/v1/Accounts` (SPEC §7). */
  base?: 'public' | 'accounts';
  /** Sent as JSON; a string is sent as a JSON string (forgot-password, SPEC §7). */
  body?: unknown;
  signal?: AbortSignal;
  /** Aborts the call, and rejects with TimeoutError, after this long. */
  timeoutMs?: number;
  /** A staff call: sends the Bearer token, and ends the session on a 401. */
  auth?: StaffAuth;
  /** A file to save (a CSV, an export): a successful answer's body is its bytes as a Blob. */
  download?: boolean;
  /** Keep the answer's keys as sent (an audit entry's details are shown exactly as recorded). */
  keysAsSent?: boolean;
  /** Extra request headers (e.g. a share key, which never goes in a URL). */
  headers?: Readonly<Record<string, string>>;
}

/** An answer, whatever its status; `body` is its JSON, or undefined when it has none. */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  body: unknown;
  /** The body as it came (empty for a download). */
  text: string;
  headers: Headers;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The one error type: an answer with an error status, or (status 0) no answer at all. `message`
 * is ready to show (SPEC §8's catalogue, or the server's words where the catalogue reads them);
 * `fieldErrors` are the answer's field problems, keyed by field (`email`, `contact.email`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Each field's messages as one text, for a form field's error. */
  fieldMessages(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.fieldErrors).map(([field, list]) => [field, list.join(' ')]),
    );
  }
}

/** The error for a failed call: an ApiError as it is, anything else (no answer) as status 0. */
export const toApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError(0, HTTP_MESSAGES.noResponse);

/**
 * `path` naming its language (`?lang=ar`) when it is not English: SPEC's calls answer in English
 * whatever `Accept-Language` says (a SPEC client's browser sends it by default), so the site's own
 * pages and dashboard name theirs; a path that already names one is left as it is.
 */
export function withLanguage(path: string, language: string): string {
  if (!language || language === DEFAULT_LOCALE || /[?&]lang=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/**
 * Calls `path` under its base. Resolves with the answer whatever its status; rejects only when no
 * answer came (the fetch's own error, or TimeoutError after `timeoutMs`).
 */
export function request(path: string, options: RequestOptions = {}): Promise<ApiAnswer> {
  const sent = new Headers({ ...options.headers, accept: options.download ? '*/*' : 'application/json' });
  const token = options.auth?.token() ?? null;
  if (token) sent.set('authorization', `Bearer ${token}`);
  if (options.body !== undefined) sent.set('content-type', 'application/json');
  // The page's language (or the staff member's), not the browser's: a form on an Arabic page is
  // answered in Arabic, and an Arabic dashboard gets Arabic messages and CSV headings.
  const language =
    options.auth?.language?.() ?? (typeof document === 'undefined' ? '' : document.documentElement.lang);
  if (language) sent.set('accept-language', language);
  const base = options.base === 'accounts' ? API.accountsBase : API.publicBase;
  const address = `${API_ORIGIN}${base}${withLanguage(path, language)}`;
  return withTimeout(
    options.timeoutMs,
    async (signal) => {
      const response = await fetch(address, {
        method: options.method ?? 'GET',
        headers: sent,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      });
      if (response.status === 401 && token) options.auth?.onUnauthorized();
      const { ok, status, statusText, headers } = response;
      if (ok && options.download)
        return { ok, status, statusText, headers, text: '', body: await response.blob() };
      const text = await response.text();
      // SPEC §7: an answer's message is read only when the answer is JSON.
      const isJson = headers.get('content-type')?.includes('json') ?? false;
      return { ok, status, statusText, headers, text, body: isJson ? parseJson(text) : undefined };
    },
    options.signal,
  );
}

/** A text field of a JSON answer (`message`, `Message`, `error`…), when it is a non-empty string. */
export function answerText(body: unknown, key: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const value = record[key] ?? record[key.charAt(0).toUpperCase() + key.slice(1)];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** SPEC §8: field errors come in an `errors` or a `fieldErrors` object, each a list or a text. */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const record = asRecord(body);
  const errors = asRecord(record.errors ?? record.fieldErrors);
  const result: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    );
    if (messages.length > 0) result[lowerFirst(key)] = messages;
  }
  return result;
}

/** How a failed answer's status reads: SPEC §8's catalogue unless a call words it otherwise. */
export type DescribeStatus = (status: number, serverMessage: string | undefined) => string;

/** The ApiError an answer with an error status makes. */
export function errorOf(
  answer: Pick<ApiAnswer, 'status' | 'body'>,
  describe: DescribeStatus = errorText,
): ApiError {
  return new ApiError(
    answer.status,
    describe(answer.status, answerText(answer.body, 'message')),
    fieldErrorsOf(answer.body),
  );
}

/**
 * Calls `path` and gives its JSON (or, for a download, its Blob) through `parse`, which also sees
 * the answer (a file's name is in its headers); or throws an ApiError: the answer's, or status 0
 * when none came (an abort by `signal` is rethrown as it is). Staff answers arrive in either
 * first-letter case (SPEC §3): their keys are made camelCase before `parse`.
 */
export async function requestJson<T>(
  path: string,
  options: RequestOptions & { describe?: DescribeStatus } = {},
  parse: (body: unknown, answer: ApiAnswer) => T | Promise<T> = (body) => body as T,
): Promise<T> {
  let answer: ApiAnswer;
  try {
    answer = await request(path, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, HTTP_MESSAGES.noResponse);
  }
  if (!answer.ok) throw errorOf(answer, options.describe);
  const camelCase = options.auth && !options.keysAsSent && !options.download;
  // The data of a successful read is its JSON, whatever type the answer was labelled with.
  const body = answer.body ?? parseJson(answer.text);
  try {
    return await parse(camelCase ? normalizeKeys(body) : body, answer);
  } catch {
    throw new ApiError(answer.status, HTTP_MESSAGES.unknown);
  }
}
