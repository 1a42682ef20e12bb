/** What the app uses of the submissions feature. */
export { toCsv } from './csv.js';
export { default as submissionRoutes } from './routes.js';
