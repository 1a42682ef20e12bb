/**
 * The route guard of SPEC §2, as React Router loaders (they run before a lazy page renders, for
 * the first page of a visit and for every navigation):
 * - no stored token → /login;
 * - a token that cannot be read, or has expired → it is forgotten, → /login;
 * - a route with allowed roles and a role claim outside them → the alert 'You do not have
 *   permission to access this page.' and the navigation is cancelled: the visitor stays where they
 *   were, or lands on /dashboard when this was the first page of the visit.
 */
import { ROUTES } from '@authority/shared/routes';
import { type LoaderFunctionArgs, redirect, replace } from 'react-router';
import { staffTextsNow } from '../../lib/i18n/staff-texts';
import { showAlert } from '../../lib/ui/alerts';
import {
  endSession,
  readSession,
  type SessionEndReason,
  type StaffSession,
  takeSessionEndReason,
} from './session';

export interface GuardOptions {
  /** Roles allowed on the route; absent: any signed-in staff member. */
  roles?: readonly string[];
}

/**
 * Where the visitor was before this navigation. The browser router updates the address only when
 * a navigation completes, so while loaders run `window.location` still shows the page being left.
 * When it already shows the target, this is the first page of the visit (or Back/Forward).
 */
function pageBeingLeft(target: URL): string | undefined {
  const here = window.location;
  if (here.pathname === target.pathname && here.search === target.search) return undefined;
  return `${here.pathname}${here.search}${here.hash}`;
}

/** Where a signed-out visitor was going, for after they sign in (this tab only). */
const DESTINATION_KEY = 'staff:after-sign-in';

/**
 * Remembers the staff page a signed-out visitor asked for (a mail's link, with its #section): a
 * request carries no fragment, so on the visit's first page it is taken from the address.
 */
function rememberDestination(target: URL): void {
  const hash = pageBeingLeft(target) === undefined ? window.location.hash : '';
  try {
    window.sessionStorage.setItem(DESTINATION_KEY, `${target.pathname}${target.search}${hash}`);
  } catch {
    // Storage unavailable: sign-in opens the dashboard, as SPEC §4 says.
  }
}

/** The page to open after sign-in, once: the one remembered, if it is a path of this site. */
export function takeDestination(): string | undefined {
  let destination: string | null = null;
  try {
    destination = window.sessionStorage.getItem(DESTINATION_KEY);
    window.sessionStorage.removeItem(DESTINATION_KEY);
  } catch {
    return undefined;
  }
  // A path of this origin only ('//host' would leave it), never back to the sign-in page.
  if (!destination?.startsWith('/') || destination.startsWith('//')) return undefined;
  return destination.startsWith(ROUTES.login) ? undefined : destination;
}

/** Checks the session for `request`; throws the redirect of SPEC §2 or returns the session. */
export function guardRequest(request: Request, options: GuardOptions = {}): StaffSession {
  const t = staffTextsNow();
  const state = readSession();
  if (state.status === 'invalid') endSession('session-ended');
  if (state.status !== 'signed-in') {
    rememberDestination(new URL(request.url));
    throw redirect(ROUTES.login);
  }

  const { session } = state;
  if (options.roles && !options.roles.includes(session.role)) {
    void showAlert('error', t.account.noPermission, undefined, { okLabel: t.frame.ok });
    // `replace`: going back to the page being left adds no history entry, as if nothing happened.
    throw replace(pageBeingLeft(new URL(request.url)) ?? ROUTES.dashboard);
  }
  return session;
}

/** A loader that admits staff with one of `options.roles` (or any staff member). */
export function staffLoader(options: GuardOptions = {}) {
  return ({ request }: LoaderFunctionArgs) => guardRequest(request, options);
}

export interface SignedOutData {
  /** Why the previous session ended, when it just did (the login page says so once). */
  endReason: SessionEndReason | undefined;
}

/** /login's loader: a signed-in visitor goes to /dashboard; an unreadable token is forgotten. */
export function signedOutLoader(): SignedOutData {
  const state = readSession();
  if (state.status === 'signed-in') throw redirect(ROUTES.dashboard);
  if (state.status === 'invalid') endSession('session-ended');
  return { endReason: takeSessionEndReason() };
}
