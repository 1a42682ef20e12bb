/** What the app uses of the contact feature. */
export { default as contactRoutes } from './routes.js';
