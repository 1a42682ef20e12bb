/** What the app uses of the staff summary feature. */
export { default as staffSummaryRoutes } from './routes.js';
