/** What the app and other modules use of the accounts feature: its routes, and staff tokens. */
export { default as accountRoutes } from './routes.js';
export { signStaffToken } from './tokens.js';
