/** What the app uses of the event forms feature. */
export { default as eventFormRoutes } from './routes.js';
