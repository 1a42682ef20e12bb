import type { StaffAuth } from '../../../lib/http/request';
import { getStaffLocale } from '../../../lib/i18n/staff-texts';
import { endSession, getStoredToken } from '../session';

/**
 * Staff calls send the stored token (SPEC §6). A 401 means the session is over (signed out
 * elsewhere, reset, deleted, expired): the token is forgotten, and the staff layouts go to /login.
 * They ask for answers in the staff language (decision 014).
 */
export const STAFF_AUTH: StaffAuth = {
  token: getStoredToken,
  onUnauthorized: () => endSession('session-ended'),
  language: getStaffLocale,
};

/**
 * True while a session is stored: a failure that ended the session (401) is not worth an alert,
 * the page is on its way to /login.
 */
export const stillSignedIn = () => getStoredToken() !== null;
