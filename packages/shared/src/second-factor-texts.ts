/**
 * Texts of the second factor (TOTP and recovery codes), the temporary-password prompt, the
 * sign-in security settings and the context-word password rule (docs/staff-accounts.md), in the
 * voice of SPEC's sign-in texts. Kept apart from the other text files on purpose: one plain
 * object, so it can be turned into a catalogue on its own.
 */
import { type MailText, mailHtml } from './mail-texts';
import { SITE } from './site';

export const SECOND_FACTOR_TEXTS = {
  // Server answers.
  codeRequired: 'Enter the code from your authenticator app.',
  codeWrong: 'The code is not correct. Try again.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  alreadyEnrolled: 'Your account already has a second factor.',
  notEnrolled: 'Your account has no second factor.',
  setupMissing: 'Start the set-up again: the code could not be checked.',
  enrolled: 'Your second factor is on. Keep your recovery codes somewhere safe.',
  removed: 'Your second factor has been removed.',
  removedByAdmin: 'The second factor of this account has been removed.',
  accountHasNone: 'This account has no second factor.',
  cannotRemoveOwnHere: 'Remove your own second factor on your account page, with your password.',
  codesRegenerated: 'New recovery codes have been made. The old ones no longer work.',
  passwordWrong: 'The password is not correct.',
  enrolFirst: 'Set up a second factor for your account first.',
  changePasswordFirst: 'Choose your own password first.',
  enterCode: 'Enter the 6-digit code or a recovery code.',
  // Sign-in, second step.
  stepHeading: 'Enter your code',
  stepIntro: 'Open your authenticator app and enter the 6-digit code it shows for this account.',
  codeLabel: 'Code',
  recoveryHint: 'Lost your phone? Enter one of your recovery codes instead.',
  verify: 'Verify',
  startOver: 'Sign in with another account',
  // Account screen.
  heading: 'Second factor',
  intro:
    'With a second factor, signing in needs a code from an authenticator app on your phone as well as your password.',
  statusOn: 'A second factor is on for your account.',
  statusOff: 'Your account has no second factor yet.',
  codesLeft: (n: number) => `${n} of 10 recovery codes left.`,
  setUp: 'Set up a second factor',
  continue: 'Continue',
  scanIntro:
    'Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).',
  qrAlt: 'QR code for your authenticator app',
  manualEntry: 'Cannot scan it? Enter this key in the app instead:',
  confirmIntro: 'Then enter the 6-digit code the app shows, to confirm.',
  confirm: 'Turn on',
  cancel: 'Cancel',
  recoveryHeading: 'Your recovery codes',
  recoveryIntro:
    'Each code signs you in once if you lose your phone. Save or print them now: they are shown only this once.',
  recoveryDone: 'I have saved them',
  regenerate: 'Make new recovery codes',
  remove: 'Remove the second factor',
  passwordLabel: 'Your password',
  passwordIntro: 'Enter your password to continue.',
  changeCodeLabel: 'Code from your authenticator app',
  changeCodeHint: 'The 6-digit code your app shows now, or one of your unused recovery codes.',
  actionFailed: 'That did not work. Try again.',
  // Dashboard notices.
  reminderTitle: 'Protect your account with a second factor',
  reminderText:
    'You manage the staff accounts. Set up a second factor so that a stolen password alone cannot open the dashboard.',
  reminderAction: 'Set it up now',
  reminderDismiss: 'Not now',
  requiredTitle: 'A second factor is required',
  requiredText:
    'Your administrator requires a second factor for every staff account. Set yours up to continue.',
  // Users screen.
  columnHeading: 'Second factor',
  on: 'On',
  off: 'Off',
  adminRemove: 'Remove second factor',
  confirmAdminRemove: (first: string, last: string) =>
    `Remove the second factor of ${first} ${last}? They will sign in with their password alone until they set up a new one.`,
  adminRemoveFailed: 'The second factor could not be removed.',
} as const;

export const TEMPORARY_PASSWORD_TEXTS = {
  title: 'Choose your own password',
  text: 'Your password was set by an administrator. Choose one that only you know.',
  mandatoryText:
    'Your password was set by an administrator. Choose one that only you know before you continue.',
  later: 'Later',
} as const;

export const PASSWORD_CONTEXT_TEXTS = {
  refused:
    'This password is built on a word that is easy to guess here, such as your e-mail address, the authority’s name or “admin”. Choose one that does not rely on it.',
  /** At start, when ADMIN_PASSWORD breaks a password rule. */
  adminPasswordRefused: (reason: string) =>
    `ADMIN_PASSWORD is too weak for the first SuperAdmin: ${reason} Set a stronger ADMIN_PASSWORD, or unset it to get a random password printed once.`,
} as const;

export const SIGN_IN_SETTINGS_TEXTS = {
  section: 'Staff sign-in',
  hint: 'These rules apply to every staff account from its next request.',
  requireSecondFactor: 'Require a second factor for every staff account',
  requireSecondFactorHint:
    'Accounts without one can only set one up until they have it. Set up your own first.',
  requirePasswordChange: 'Require a new password after an administrator sets one',
  requirePasswordChangeHint:
    'Accounts with a password set by someone else can do nothing else until they choose their own. Integrations that sign in with such a password stop working.',
} as const;

/** To an account's owner when a second factor was added to or removed from it. */
export function secondFactorMail(input: {
  firstName: string;
  change: 'added' | 'removed' | 'removed-by-admin' | 'codes-regenerated';
}): MailText {
  const what = {
    added: 'A second factor (an authenticator app) was added to your staff account',
    removed: 'The second factor of your staff account was removed',
    'removed-by-admin': 'An administrator removed the second factor of your staff account',
    'codes-regenerated': 'New recovery codes were made for your staff account',
  }[input.change];
  const lines = [`Hello ${input.firstName},`, `${what} on the ${SITE.name} website.`];
  const after = [
    'If you made this change, there is nothing more to do.',
    'If you did not, tell your administrator at once: someone else may be using your account.',
  ];
  const subjects = {
    added: `A second factor was added to your ${SITE.name} staff account`,
    removed: `The second factor of your ${SITE.name} staff account was removed`,
    'removed-by-admin': `The second factor of your ${SITE.name} staff account was removed`,
    'codes-regenerated': `New recovery codes for your ${SITE.name} staff account`,
  };
  return {
    subject: subjects[input.change],
    text: [...lines, '', ...after, '', SITE.fullName].join('\n'),
    html: mailHtml(lines, undefined, after),
  };
}
