/**
 * The second factor and temporary passwords (docs/staff-accounts.md): request and answer shapes
 * shared by the server and the dashboard, and their constants.
 */
import { z } from 'zod';
import { userRowSchema } from './accounts';
import { LOCALES } from './locales';

/** Recovery codes made at enrolment (and again on regeneration); each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge of a sign-in's second step is valid. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 300;

export const SECOND_FACTOR_PATHS = {
  /** The second step of sign-in: challenge and code give the token. */
  loginSecondFactor: '/login/second-factor',
  status: '/second-factor',
  setup: '/second-factor/setup',
  confirm: '/second-factor/confirm',
  remove: '/second-factor/remove',
  recoveryCodes: '/second-factor/recovery-codes',
  /** A SuperAdmin removes another account's second factor (a lost device). */
  ofUser: (id: number | string) => `/users/${id}/second-factor`,
} as const;

/** A TOTP code (6 digits, spaces allowed) or a recovery code (letters and digits, dashes allowed). */
const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .transform((value) => value.replace(/[\s-]/g, ''));

export const secondFactorLoginSchema = z.object({
  challenge: z.string().min(1).max(2000),
  code,
});
export type SecondFactorLoginPayload = z.input<typeof secondFactorLoginSchema>;

export const confirmSecondFactorSchema = z.object({ code });
export type ConfirmSecondFactorPayload = z.input<typeof confirmSecondFactorSchema>;

/** Adding a second factor needs the password again (ASVS 7.5.1). */
export const passwordConfirmationSchema = z.object({ password: z.string().min(1).max(1024) });
export type PasswordConfirmationPayload = z.input<typeof passwordConfirmationSchema>;

/**
 * Removing one's own factor or making new recovery codes needs full re-authentication (ASVS
 * 7.5.1): the password and a current authenticator code or an unused recovery code.
 */
export const secondFactorChangeSchema = passwordConfirmationSchema.extend({ code });
export type SecondFactorChangePayload = z.input<typeof secondFactorChangeSchema>;

/**
 * POST /login's answer. With a second factor: no token, `secondFactorRequired` and a challenge
 * for `/login/second-factor`. `passwordTemporary` says the password was set by someone else.
 */
export const loginAnswerSchema = z.union([
  z.object({
    isSuccessfulLogin: z.literal(true),
    token: z.string(),
    passwordTemporary: z.boolean().optional(),
  }),
  z.object({
    isSuccessfulLogin: z.literal(false),
    secondFactorRequired: z.literal(true),
    challenge: z.string(),
    expiresInSeconds: z.number(),
  }),
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET /me: the account, and what the dashboard must ask of it. */
export const accountStatusSchema = userRowSchema.extend({
  passwordTemporary: z.boolean(),
  secondFactor: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The site requires a second factor for every staff account (settings). */
  secondFactorRequired: z.boolean(),
  /** This account may call nothing but its own password and sign-out until it changes it. */
  mustChangePassword: z.boolean(),
  /** This account may call nothing but enrolment and sign-out until it has a second factor. */
  mustEnrolSecondFactor: z.boolean(),
  /** The dashboard's language for this account (PUT /me/language). */
  locale: z.enum(LOCALES),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** POST /second-factor/setup: the secret, as a QR code (a data: URL) and as text. */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const recoveryCodesAnswerSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

/** A row of GET /users, with whether the account has a second factor. */
export const staffUserRowSchema = userRowSchema.extend({ secondFactor: z.boolean().optional() });
export type StaffUserRow = z.infer<typeof staffUserRowSchema>;
