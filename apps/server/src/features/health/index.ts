/** What the app uses of the health feature. */
export { healthRoutes } from './routes.js';
