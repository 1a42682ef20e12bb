/**
 * The one API double of the web tests: it stands in for `fetch`, answers the calls under the
 * public base (/api/v1/admin) and the accounts base (/api/v1/Accounts) from a table of handlers,
 * and records every call so a test can check what was sent. test/setup.ts installs it with no
 * handlers before each test, so no test reaches a network.
 */
import { API } from '@authority/shared/routes';
import { vi } from 'vitest';

/** An answer that never comes: the call stays pending (a loading state, a time-out). */
export const PENDING = Symbol('pending');

/** A JSON answer with `status`, as the server sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One call as the app made it. */
export interface ApiCall {
  method: string;
  /** The address exactly as the app gave it to fetch. */
  url: string;
  /** The base the address is under; undefined for any other address. */
  base: 'public' | 'accounts' | undefined;
  /** Under its base (`/news`, `/login`), as sent, without the query; the whole path otherwise. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed; a body that is not JSON as it is; undefined without one. */
  body: unknown;
}

/**
 * An answer: a Response is sent as it is, an Error is thrown (no answer, as fetch does when the
 * network fails), PENDING never settles, any other value is sent as JSON with status 200.
 */
export type Answer = Response | Error | typeof PENDING | object | string | number | boolean | null;

/** An answer, or a function of the call that gives one (now or later). */
export type Handler = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

/**
 * Keyed by `'METHOD /path'` (that method only) or `'/path'` (any method); the path is under its
 * base, without the query, and matches in any case, as the server's routes do.
 */
export type ApiHandlers = Record<string, Handler>;

export interface MockApiOptions {
  /** The answer to a call no handler takes; by default 404 `{ message: 'Not found.' }`. */
  otherwise?: Handler;
}

export interface MockedApi {
  /** Every call so far, in the order the app made them. */
  readonly calls: ApiCall[];
  /**
   * The calls to `path` (under its base, in the exact case: a test checks what the app sends),
   * in order; of `method` only if given.
   */
  callsTo(path: string, method?: string): ApiCall[];
}

const BASES = [
  ['public', API.publicBase],
  ['accounts', API.accountsBase],
] as const;

const NOT_FOUND: Handler = () => json(404, { message: 'Not found.' });

function tableKey(key: string): string {
  const match = /^([A-Za-z]+)\s+(\S+)$/.exec(key.trim());
  const [method, path] = match ? [match[1]?.toUpperCase(), match[2] ?? ''] : ['*', key.trim()];
  // The query is the test's to check on the recorded call; a key with one would never match.
  if (!path.startsWith('/') || path.includes('?'))
    throw new Error(`mockApi: "${key}" is not 'METHOD /path' or '/path' without a query`);
  return `${method} ${path.toLowerCase()}`;
}

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function recordCall(input: RequestInfo | URL, init: RequestInit | undefined): ApiCall {
  const url = input instanceof Request ? input.url : String(input);
  const address = new URL(url, window.location.origin);
  const [base, prefix] = BASES.find(([, prefix]) => address.pathname.startsWith(prefix)) ?? [undefined, ''];
  const body = init?.body;
  return {
    method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
    url,
    base,
    path: address.pathname.slice(prefix.length),
    query: address.searchParams,
    headers: new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)),
    body: typeof body === 'string' ? parseBody(body) : (body ?? undefined),
  };
}

async function respond(handler: Handler, call: ApiCall): Promise<Response> {
  const answer = typeof handler === 'function' ? await handler(call) : handler;
  if (answer === PENDING) return new Promise<Response>(() => {});
  if (answer instanceof Error) throw answer;
  // A Response written into the table is answered again on every call: send each a copy.
  if (answer instanceof Response) return typeof handler === 'function' ? answer : answer.clone();
  return json(200, answer);
}

/** Replaces fetch with the double for the rest of the test; see the types above for the table. */
export function mockApi(handlers: ApiHandlers = {}, options: MockApiOptions = {}): MockedApi {
  const table = new Map<string, Handler>(
    Object.entries(handlers).map(([key, handler]) => [tableKey(key), handler]),
  );
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = recordCall(input, init);
      calls.push(call);
      // A body sent inside a Request object (not init) can only be read asynchronously.
      if (input instanceof Request && init?.body === undefined && input.body)
        call.body = parseBody(await input.clone().text());
      const path = call.path.toLowerCase();
      const handler =
        table.get(`${call.method} ${path}`) ?? table.get(`* ${path}`) ?? options.otherwise ?? NOT_FOUND;
      return respond(handler, call);
    }),
  );
  return {
    calls,
    callsTo: (path, method) =>
      calls.filter(
        (call) => call.path === path && (method === undefined || call.method === method.toUpperCase()),
      ),
  };
}

/** The paths called so far, in order, each under its base. */
export function readPaths(api: MockedApi): string[] {
  return api.calls.map((call) => call.path);
}
