/**
 * The staff pages' frame and account forms: the sidebar, the dashboard's home, sign-in, account
 * creation and the SuperAdmin's password reset (SPEC §2, §6 and §8 texts to the letter, the rest in
 * docs/BRAND.md's voice). Other languages: `i18n/staff-*.ts` (decision 014).
 */
export const STAFF_FRAME_TEXTS = {
  dashboardNavigation: 'Dashboard',
  menu: 'Menu',
  viewWebsite: 'View the website',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  welcome: 'Welcome to the dashboard',
  signedInIntro: 'You are signed in as',
  chooseScreen: 'Choose a screen to manage the website’s content.',
  backTo: (page: string) => `Back to ${page}`,
  createAccount: 'Create account',
  actions: 'Actions',
  delete: 'Delete',
  close: 'Close',
  cancel: 'Cancel',
  /** The button that closes a message. */
  ok: 'OK',
  /** A link's address box in the rich-text editor. */
  urlPlaceholder: 'https://',
} as const;

export const ACCOUNT_FORM_TEXTS = {
  email: 'E-mail address',
  password: 'Password',
  signIn: 'Sign in',
  firstName: 'First name',
  lastName: 'Last name',
  confirmPassword: 'Confirm password',
  editPassword: 'Edit Password',
  resetCodeSent: 'A reset code was sent to',
  resetCodeInstruction: 'Enter it with the new password.',
  resetCode: 'Reset code',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  updatePassword: 'Update password',
} as const;
