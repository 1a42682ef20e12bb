/**
 * The operator's console (`npm run admin -- <command>`, docs/operators.md): its usage and what it
 * prints. The refusals themselves (a weak password, an e-mail taken) are the accounts' own texts.
 */
export const ADMIN_CLI_USAGE = `Usage: npm run admin -- <command> [options]

Accounts of the back office, from the server's console. On the embedded database stop the
server first; on PostgreSQL (DATABASE_URL) it may keep running. Every change is audit-logged
as done from the console.

Commands:
  list                                 List the accounts.
  create <email> --first-name <name> --last-name <name> [--role Admin|SuperAdmin] [--password-stdin]
                                       Create an account (role Admin unless told).
  reset-password <email> [--password-stdin]
                                       Set a new password and end the account's sessions.
  unlock <email>                       Lift every sign-in lock on the account.
  remove-second-factor <email>         Remove the account's second factor (a lost device).
  help                                 Show this text.

Without --password-stdin a random password is made and printed once. Passwords set here are
temporary: the owner chooses their own at the next sign-in.

Exit codes: 0 done, 1 refused (the reason is printed), 2 wrong usage.`;

export const ADMIN_CLI_TEXTS = {
  unknownCommand: (command: string) => `Unknown command: ${command}`,
  missingEmail: 'Name the account by its e-mail address.',
  missingNames: 'Give the account holder’s --first-name and --last-name.',
  badRole: 'The role is Admin or SuperAdmin.',
  noAccount: (email: string) => `No account has the e-mail ${email}.`,
  emptyPassword: 'No password came on standard input.',
  noAccounts: 'There are no accounts.',
  listHeader: [
    'id',
    'e-mail',
    'role',
    'name',
    'temporary password',
    'second factor',
    'failed sign-ins (15 min)',
  ],
  yes: 'yes',
  no: 'no',
  created: (email: string, role: string) => `Created ${role} account ${email}.`,
  passwordSet: (email: string) => `New password set for ${email}; its sessions have ended.`,
  generatedPassword: (password: string) =>
    `Temporary password (shown once; the owner chooses their own at sign-in): ${password}`,
  mailQueued: 'The owner is told by mail when the server next runs its outbox.',
  unlocked: (email: string) => `Sign-in locks lifted for ${email}.`,
  secondFactorRemoved: (email: string) => `Second factor removed from ${email}; the owner is told by mail.`,
} as const;
