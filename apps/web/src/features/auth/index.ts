/** Staff sign-in and the session: the token, the route guard, and how staff calls prove who makes them. */
export { ACCOUNT_STATUS_QUERY_KEY, useAccountStatus } from './api/account-status';
export { useSignOut } from './api/sign-out';
export { STAFF_AUTH, stillSignedIn } from './api/staff-auth';
export { useAccountLanguage, useChooseStaffLanguage } from './api/staff-language';
export { LoginForm } from './components/login-form';
export { type SignedOutData, signedOutLoader, staffLoader, takeDestination } from './guard';
export {
  endSession,
  getStoredToken,
  readSession,
  type SessionEndReason,
  type StaffSession,
  TOKEN_STORAGE_KEY,
  takeSessionEndReason,
} from './session';
export { useStaffSession } from './use-staff-session';
