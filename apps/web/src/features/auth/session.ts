/**
 * The staff token (SPEC §6: kept in local storage, sent as a Bearer token on the account calls)
 * and what the client reads from it. The client only decodes the token to route and to label the
 * screen; the server verifies its signature and session on every call.
 */
import { useSyncExternalStore } from 'react';

/** The local-storage entry holding the signed-in person's token. */
export const TOKEN_STORAGE_KEY = 'token';

/** Why the token went: the login page says so. */
export type SessionEndReason = 'signed-out' | 'session-ended';

export interface StaffSession {
  userId: string;
  email: string;
  /** The role claim as the token has it (SPEC §6); any value other than the known roles is allowed nowhere. */
  role: string;
  /** Milliseconds since the epoch (the `exp` claim is in seconds). */
  expiresAt: number;
}

export type SessionState =
  | { status: 'signed-out' }
  /** A token is stored but cannot be read, or has expired (SPEC §2: such a visitor goes to /login). */
  | { status: 'invalid' }
  | { status: 'signed-in'; session: StaffSession };

function decodeBase64Url(text: string): string {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The claims of a JWT's payload (`header.payload.signature`), or undefined when it cannot be read. */
export function decodeStaffToken(token: string): StaffSession | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { sub, email, role, exp } = claims as Record<string, unknown>;
  if (typeof role !== 'string' || typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  return {
    userId: typeof sub === 'string' ? sub : '',
    email: typeof email === 'string' ? email : '',
    role,
    expiresAt: exp * 1000,
  };
}

const listeners = new Set<() => void>();
let endReason: SessionEndReason | undefined;

const notify = () => {
  for (const listener of listeners) listener();
};

/** The stored token, or null (also when storage is unavailable). */
export function getStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  endReason = undefined;
  notify();
}

/** Forgets the token; `reason` is kept for the login page unless no token was stored. */
export function endSession(reason: SessionEndReason): void {
  if (getStoredToken() === null) return;
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    // What the door's check-in screen held for its event goes with the session (decision 038).
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith('door:')) window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  endReason = reason;
  notify();
}

/** Why the last session ended, once: the login page reads it when it opens. */
export function takeSessionEndReason(): SessionEndReason | undefined {
  const reason = endReason;
  endReason = undefined;
  return reason;
}

export function readSession(token = getStoredToken(), now = Date.now()): SessionState {
  if (token === null) return { status: 'signed-out' };
  const session = decodeStaffToken(token);
  if (!session || session.expiresAt <= now) return { status: 'invalid' };
  return { status: 'signed-in', session };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it changes (sign-in, sign-out, a 401, another tab). */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribe, getStoredToken, () => null);
}
