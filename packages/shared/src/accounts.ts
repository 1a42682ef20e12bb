/**
 * Staff accounts: payloads of SPEC §3, the rules of SPEC §5 in their order, and the texts of
 * SPEC §8. The server validates with the same schemas the forms use.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from './constants';
import { LOCALES } from './locales';
import { type MailText, mailHtml } from './mail-texts';
import { SITE } from './site';

export { PASSWORD_MAX_LENGTH };

/**
 * The `errors` key of sign-in's 400 for a temporary password left unused too long: the page tells
 * this refusal from the others by it, not by the message's words (which may come in either language).
 */
export const TEMPORARY_PASSWORD_EXPIRED = 'temporaryPasswordExpired';

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
  // Password quality (docs/staff-accounts.md): checked on the server wherever a password is set.
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordTooCommon:
    'This password is too common and easy to guess. Choose a longer one that you do not use anywhere else.',
  // Own password and sessions (docs/staff-accounts.md).
  currentPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed. Your other sessions have ended.',
  sessionNotFound: 'This session has already ended.',
  sessionEndedOne: 'The session has been ended.',
  sessionsEndedOthers: 'Your other sessions have been ended.',
  // Hardening of sign-in and resets (docs/staff-accounts.md).
  temporaryPasswordExpired:
    'This password has expired: it was set for you more than 72 hours ago and never used. Ask your administrator for a new one.',
  resetCodeTooSoon:
    'A reset code was sent to this account a moment ago. Wait two minutes before asking again.',
  resetCodeHourlyCap: 'Five reset codes were sent to this account in the last hour. Try again later.',
  // A SuperAdmin ends another account's sessions (ASVS 7.4.5).
  accountSessionsEnded: 'Every session of this account has been ended.',
  cannotEndOwnSessionsHere: 'End your own sessions on your account page.',
} as const;

/**
 * To an account's owner after its password changed, by the owner or through a SuperAdmin's reset:
 * a change the owner did not make is how they learn of it.
 */
export function passwordChangedMail(input: { firstName: string; by: 'owner' | 'reset' }): MailText {
  const lines = [
    `Hello ${input.firstName},`,
    input.by === 'owner'
      ? `The password of your staff account on the ${SITE.name} website was changed. Your other sessions were ended.`
      : `The password of your staff account on the ${SITE.name} website was reset with the code mailed to you. Every session of the account was ended.`,
  ];
  const after = [
    'If you made this change, there is nothing more to do.',
    'If you did not, tell your administrator at once: someone else may know your password.',
  ];
  return {
    subject: `The password of your ${SITE.name} staff account was changed`,
    text: [...lines, '', ...after, '', SITE.fullName].join('\n'),
    html: mailHtml(lines, undefined, after),
  };
}

/**
 * To an account's owner when one place was locked out of it after repeated wrong passwords
 * (decision 006), at most once per lock window.
 */
export function signInLockedMail(input: { firstName: string; failures: number; minutes: number }): MailText {
  const lines = [
    `Hello ${input.firstName},`,
    `Someone entered a wrong password for your staff account on the ${SITE.name} website ${input.failures} times in a row from one place.`,
    `Sign-in from that place is blocked for ${input.minutes} minutes. You can still sign in from anywhere else.`,
  ];
  const after = [
    'If this was you, wait and try again, or ask your administrator to reset your password.',
    'If it was not you, make sure your password is long and not used anywhere else, and tell your administrator.',
    `This mail comes at most once every ${input.minutes} minutes.`,
  ];
  return {
    subject: `Sign-in to your ${SITE.name} staff account was blocked`,
    text: [...lines, '', ...after, '', SITE.fullName].join('\n'),
    html: mailHtml(lines, undefined, after),
  };
}

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

/**
 * To an account's owner when ten wrong codes of the second step stopped its code steps
 * (lockout.ts): whoever tried knew the password, so the mail says to change it.
 */
export function signInCodesLockedMail(input: {
  firstName: string;
  failures: number;
  minutes: number;
}): MailText {
  const lines = [
    `Hello ${input.firstName},`,
    `Someone entered the right password for your staff account on the ${SITE.name} website, then a wrong code from the authenticator app ${input.failures} times within ${input.minutes} minutes.`,
    `Signing in with a code is blocked for your account, from everywhere and for you too, for up to ${input.minutes} minutes.`,
  ];
  const after = [
    'If this was not you, someone knows your password: change it as soon as you can sign in, and tell your administrator.',
    `This mail comes at most once every ${input.minutes} minutes.`,
  ];
  return {
    subject: `Wrong sign-in codes for your ${SITE.name} staff account`,
    text: [...lines, '', ...after, '', SITE.fullName].join('\n'),
    html: mailHtml(lines, undefined, after),
  };
}

/** To an account's owner when a SuperAdmin ended every session of it (ASVS 7.4.5). */
export function sessionsEndedByAdminMail(input: { firstName: string }): MailText {
  const lines = [
    `Hello ${input.firstName},`,
    `An administrator ended every session of your staff account on the ${SITE.name} website. Wherever you were signed in, you will be asked to sign in again.`,
  ];
  const after = [
    'If you expected this, there is nothing more to do.',
    'If you did not, ask your administrator why.',
  ];
  return {
    subject: `Your ${SITE.name} staff sessions were ended`,
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
  if (values.password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_TEXTS.passwordTooLong;
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
    // Beside SPEC §3's payload: the role the SuperAdmin gives ; Admin unless chosen.
    role: z.enum(ROLES, 'Please choose a role.').optional(),
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
    role: value.role ?? 'Admin',
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

/**
 * A signed-in account changes its own password (docs/staff-accounts.md). The confirmation is
 * optional for API callers; the dashboard always sends it.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: loose,
    newPassword: loose,
    confirmNewPassword: loose,
  })
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem({
      fields: [value.currentPassword, value.newPassword],
      password: value.newPassword ?? '',
      confirmation: value.confirmNewPassword ?? value.newPassword ?? '',
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
  })
  .transform((value) => ({
    currentPassword: value.currentPassword ?? '',
    newPassword: value.newPassword ?? '',
  }));
export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;

/** One open session of the signed-in account (GET /sessions). */
export const sessionRowSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A user agent in plain words, e.g. 'Firefox on Windows'; 'An unknown device' when unreadable. */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? SESSIONS_SCREEN_TEXTS.unknownDevice;
}

/** SPEC §7: the body of forgot-password is the e-mail as a JSON string (an object is accepted too). */
export const forgotPasswordSchema = z
  .union([trimmed.max(254), z.object({ email: trimmed.max(254) })])
  .transform((value) => (typeof value === 'string' ? value : value.email).toLowerCase())
  .pipe(z.email());

/** PUT /me/language: the dashboard's language for the signed-in account. */
export const languageChoiceSchema = z.object({ locale: z.enum(LOCALES, 'Please choose a language.') });

export const userRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** Claims of the staff token (docs/DESIGN.md 'Accounts'). */
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
  /** PUT: the dashboard's language for the signed-in account. */
  myLanguage: '/me/language',
  logout: '/logout',
  register: '/register',
  users: '/users',
  deleteUser: (id: number | string) => `/delete/${id}`,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  sessions: '/sessions',
  session: (id: string) => `/sessions/${encodeURIComponent(id)}`,
  /** DELETE: a SuperAdmin ends every session of another account. */
  sessionsOf: (id: number | string) => `/users/${id}/sessions`,
} as const;

/** The users screen (SPEC §2 'User Management'): SPEC shows none of its texts; docs/BRAND.md's voice. */
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
  endSessions: 'End sessions',
  confirmEndSessions: (first: string, last: string) =>
    `End every session of ${first} ${last}? They will have to sign in again wherever they are signed in.`,
  endSessionsFailed: 'The sessions could not be ended.',
} as const;

/** The account screen: own password and sessions (docs/staff-accounts.md), docs/BRAND.md's voice. */
export const ACCOUNT_SCREEN_TEXTS = {
  passwordHeading: 'Change your password',
  passwordIntro:
    'Enter your current password, then the new one twice. Your other sessions end when it changes.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  newPasswordHint: `At least 8 and at most ${PASSWORD_MAX_LENGTH} characters. Avoid common passwords.`,
  changePassword: 'Change password',
  changeFailed: 'The password could not be changed. Try again.',
} as const;

export const SESSIONS_SCREEN_TEXTS = {
  heading: 'Where you are signed in',
  intro: 'End any session you do not recognise. Each ends at once, wherever it is.',
  loading: 'Loading your sessions…',
  loadFailed: 'Your sessions could not be loaded. Try again.',
  caption: 'Your sessions',
  device: 'Device',
  address: 'Address',
  signedIn: 'Signed in',
  lastUsed: 'Last used',
  thisSession: 'This session',
  unknownDevice: 'An unknown device',
  unknownAddress: 'Unknown',
  end: 'End',
  endLabel: (device: string) => `End the session on ${device}`,
  endOthers: 'End all other sessions',
  endFailed: 'The session could not be ended. Try again.',
  noOthers: 'You are not signed in anywhere else.',
} as const;
