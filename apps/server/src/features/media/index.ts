/** What the app uses of the media feature. */
export { default as mediaRoutes } from './routes.js';
