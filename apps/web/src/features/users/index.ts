/** User Management (SPEC §2 'users') and account creation (/logup): SuperAdmin only. */
export { CreateAccountForm } from './components/create-account-form';
export { UsersTable } from './components/users-table';
