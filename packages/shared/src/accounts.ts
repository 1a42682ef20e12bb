/**
 * Staff accounts: payloads of SPEC §3, the rules of SPEC §5 in their order, and the texts of
 * SPEC §8. The server validates with the same schemas the forms use.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES } from './constants';
import { type MailText, mailHtml } from './mail-texts';
import { SITE } from './site';

export const ACCOUNT_TEXTS = {
  // SPEC §5 'New account' and 'Reset password'.
  fillAllFields: 'Please fill in all fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  /** SPEC §5: the check is PASSWORD_MIN_LENGTH (8) while the text says 6, on purpose. */
  passwordTooShort: 'Password must be at least 6 characters.',
  // SPEC §8 'Login'.
  loginFailed: 'Login failed, verify mail or password.',
  incorrectLoginData: 'Incorrect login data.',
  loginConnectionError: 'An error occurred while connecting to the server.',
  // SPEC §8 'Register'.
  registerNon200: 'Something went wrong. Please try again.',
  registerFailed: 'Registration failed. Try again.',
  accountCreated: 'Account created successfully.',
  // SPEC §8 'Users'.
  sendCodeFailed: 'Failed to send code.',
  sendCodeError: 'Error sending reset code.',
  passwordUpdated: 'Password updated successfully.',
  resetError: 'Error resetting password.',
  userDeleted: 'User deleted successfully.',
  deleteFailed: 'Failed to delete user.',
  confirmDelete: (first: string, last: string) => `Are you sure you want to delete ${first} ${last}?`,
  // SPEC §2 'Route guard'.
  noPermission: 'You do not have permission to access this page.',
  // Server answers beyond SPEC's texts, in the same voice.
  wrongCredentials: 'The e-mail or password is not correct.',
  emailTaken: 'An account with this e-mail address already exists.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeleteLastSuperAdmin: 'The last SuperAdmin account cannot be deleted.',
  resetCodeSent: 'A reset code has been sent to the account’s e-mail address.',
  resetCodeInvalid: 'The code is not valid or has expired. Request a new one.',
  signedOut: 'You have been signed out.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  // Staff screens beyond SPEC's texts, in the same voice.
  enterEmail: 'Enter your e-mail address.',
  enterPassword: 'Enter your password.',
  usersLoadFailed: 'The accounts could not be loaded. Try again.',
  noUsers: 'There are no accounts yet.',
} as const;

/**
 * To an account's owner when many sign-ins to it have failed from several places (decision 006):
 * says that the owner can still sign in, and what to do if the attempts were not theirs.
 */
export function signInAttemptsMail(input: {
  firstName: string;
  failures: number;
  minutes: number;
}): MailText {
  const lines = [
    `Hello ${input.firstName},`,
    `There were ${input.failures} failed attempts to sign in to your staff account on the ${SITE.name} website in the last ${input.minutes} minutes, from more than one place.`,
    'Someone may be trying to guess your password. The places they tried from are being slowed down; you can still sign in as usual.',
  ];
  const after = [
    'If these attempts were not yours, make sure your password is long and not used anywhere else, and tell your administrator.',
    `While the attempts go on, this mail comes at most once every ${input.minutes} minutes.`,
  ];
  return {
    subject: `Failed sign-in attempts to your ${SITE.name} staff account`,
    text: [...lines, '', ...after, '', SITE.fullName].join('\n'),
    html: mailHtml(lines, undefined, after),
  };
}

const trimmed = z.string().trim();

export const loginSchema = z.object({
  email: trimmed.toLowerCase().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({ isSuccessfulLogin: z.boolean(), token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The first failing rule of SPEC §5, in its order, or undefined when all hold. */
export function newPasswordProblem(values: {
  fields: unknown[];
  password: string;
  confirmation: string;
}): string | undefined {
  if (values.fields.some((field) => typeof field !== 'string' || field.trim() === ''))
    return ACCOUNT_TEXTS.fillAllFields;
  if (values.password !== values.confirmation) return ACCOUNT_TEXTS.passwordsDoNotMatch;
  if (values.password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_TEXTS.passwordTooShort;
  return undefined;
}

const loose = z.string().max(1024).optional();

export const registerSchema = z
  .object({
    firstName: loose,
    lastName: loose,
    email: loose,
    password: loose,
    confirmPassword: loose,
  })
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem({
      fields: [value.firstName, value.lastName, value.email, value.password, value.confirmPassword],
      password: value.password ?? '',
      confirmation: value.confirmPassword ?? '',
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
    else if (!z.email().safeParse(value.email?.trim()).success) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address.', path: ['email'] });
    }
  })
  .transform((value) => ({
    firstName: (value.firstName ?? '').trim().slice(0, 100),
    lastName: (value.lastName ?? '').trim().slice(0, 100),
    email: (value.email ?? '').trim().toLowerCase(),
    password: value.password ?? '',
  }));
export type RegisterPayload = z.input<typeof registerSchema>;

export const resetPasswordSchema = z
  .object({
    email: loose,
    code: loose,
    newPassword: loose,
    confirmNewPassword: loose,
  })
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem({
      fields: [value.email, value.code, value.newPassword, value.confirmNewPassword],
      password: value.newPassword ?? '',
      confirmation: value.confirmNewPassword ?? '',
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
  })
  .transform((value) => ({
    email: (value.email ?? '').trim().toLowerCase(),
    code: (value.code ?? '').trim(),
    newPassword: value.newPassword ?? '',
  }));
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

/** SPEC §7: the body of forgot-password is the e-mail as a JSON string (an object is accepted too). */
export const forgotPasswordSchema = z
  .union([trimmed.max(254), z.object({ email: trimmed.max(254) })])
  .transform((value) => (typeof value === 'string' ? value : value.email).toLowerCase())
  .pipe(z.email());

export const userRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** Claims of the staff token (DESIGN.md 'Accounts'). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  sid: z.string(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Account calls under `/api/v1/Accounts` (SPEC §7). */
export const ACCOUNT_PATHS = {
  login: '/login',
  me: '/me',
  logout: '/logout',
  register: '/register',
  users: '/users',
  deleteUser: (id: number | string) => `/delete/${id}`,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

/** The users screen (SPEC §2 'User Management'): SPEC shows none of its texts; BRAND.md's voice. */
export const USERS_SCREEN_TEXTS = {
  loading: 'Loading the accounts…',
  caption: 'Staff accounts',
  search: 'Search accounts',
  searchPlaceholder: 'Name or e-mail',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  you: '(you)',
  delete: 'Delete',
} as const;
