/**
 * Test helpers for the staff screens: tokens shaped like the server's, the app's real route tree
 * in a browser router (the guard reads the page being left from the address, as in the browser),
 * and a fetch double that answers the account calls. Imported by tests only.
 */
import { render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../features/auth';
import { takeSessionEndReason } from '../../../features/auth/session';
import { routes } from '../../router';

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export interface TokenClaims {
  sub: string;
  email: string;
  role: string;
  sid: string;
  exp: number;
}

/** A JWT with the server's claims (its signature is not checked on the client). */
export function staffToken(claims: Partial<TokenClaims> = {}): string {
  const payload: TokenClaims = {
    sub: '1',
    email: 'chief@authority.test',
    role: 'SuperAdmin',
    sid: 'session-1',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

export function storeTestToken(token: string) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function signInAs(role: string, claims: Partial<TokenClaims> = {}) {
  const token = staffToken({ role, ...claims });
  storeTestToken(token);
  return token;
}

export const storedToken = () => window.localStorage.getItem(TOKEN_STORAGE_KEY);

const routers: { dispose(): void }[] = [];

/** Opens `path` as the first page of a visit, with the app's real routes. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(routes);
  routers.push(router);
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Answer = Response | Promise<Response> | 'network-error';
export type ApiHandlers = Record<string, (call: RecordedCall) => Answer>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces fetch: `handlers` is keyed by 'METHOD /path' (the path without /api/v1/Accounts);
 * anything else answers 404. Every call is recorded.
 */
export function mockAccountsApi(handlers: ApiHandlers) {
  const calls: RecordedCall[] = [];
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1\/Accounts/, ''),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : json(404, { message: 'Not found.' });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer;
  });
  vi.stubGlobal('fetch', fetchDouble);
  return { calls, fetch: fetchDouble };
}

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
  vi.unstubAllGlobals();
  // The mocked alerts keep their calls otherwise (restoreMocks keeps a factory's vi.fn history).
  vi.clearAllMocks();
  window.localStorage.clear();
  takeSessionEndReason();
});
