/** What the app and other modules use of the accounts feature: its routes, the lockout and the operator's console. */

/** Whether a client may sign in to an account now (the console's unlock lifts it). */
export { LOGIN_ACTIONS, recentFailures, refusedUntil } from './lockout.js';
/** The operator's console (`npm run admin`, cli/admin-command.ts). */
export {
  consoleActor,
  createAccount,
  listAccounts,
  type OperatorContext,
  removeAccountSecondFactor,
  resetAccountPassword,
  unlockAccount,
} from './operator.js';
export { default as accountRoutes } from './routes.js';
