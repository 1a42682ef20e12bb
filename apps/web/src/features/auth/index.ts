/** Staff sign-in, the session, the route guard, and the pieces staff screens share. */
export { confirmDanger, showAlert, showToast } from './alerts';
export { useSignOut } from './api/sign-out';
export { STAFF_AUTH, stillSignedIn } from './api/staff-auth';
export { Button, buttonClass } from './components/button';
export { FormAlert } from './components/form-alert';
export { LoginForm } from './components/login-form';
export { TextField } from './components/text-field';
export { type SignedOutData, signedOutLoader, staffLoader } from './guard';
export {
  endSession,
  getStoredToken,
  readSession,
  type SessionEndReason,
  type StaffSession,
  TOKEN_STORAGE_KEY,
} from './session';
export { useStaffSession } from './use-staff-session';
