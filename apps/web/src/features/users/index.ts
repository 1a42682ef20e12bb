/**
 * User Management (SPEC §2 'users') and account creation (/logup): SuperAdmin only. The account
 * screen (own password and sessions, docs/staff-accounts.md): every signed-in account.
 */
export { ChangePasswordForm } from './components/change-password-form';
export { CreateAccountForm } from './components/create-account-form';
export { MailChoicesSection } from './components/mail-choices-section';
export { SecondFactorPanel } from './components/second-factor-panel';
export { SecondFactorReminder } from './components/second-factor-reminder';
export { SessionsList } from './components/sessions-list';
export { TemporaryPasswordPrompt } from './components/temporary-password-prompt';
export { UsersTable } from './components/users-table';
