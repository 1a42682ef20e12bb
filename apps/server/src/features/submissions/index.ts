/** What the app uses of the submissions feature. */
export { default as submissionRoutes } from './routes.js';
