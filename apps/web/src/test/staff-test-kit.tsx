/**
 * Test helpers for the staff screens: tokens shaped like the server's, and the app's real route
 * tree in a browser router (the guard reads the page being left from the address, as in the
 * browser). The API is answered by mockApi (test/mock-api.ts). Imported by tests only.
 */
import { cleanup, render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { routes } from '../app/router';
import { TOKEN_STORAGE_KEY, takeSessionEndReason } from '../features/auth';
import { resetStaffLanguage } from '../lib/i18n/staff-texts';

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

afterEach(() => {
  // Unmounted first: a screen still mounted when the token and the staff language are reset below
  // would re-render signed out and navigate its disposed router to the lazy login page, whose late
  // history.replace then lands in the next test's address.
  cleanup();
  for (const router of routers.splice(0)) router.dispose();
  vi.unstubAllGlobals();
  // The mocked alerts keep their calls otherwise (restoreMocks keeps a factory's vi.fn history).
  vi.clearAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetStaffLanguage();
  takeSessionEndReason();
});
