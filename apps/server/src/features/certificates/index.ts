/** What the app uses of the after-event feature (decision 046). */
export { default as afterEventJob } from './after-event-job.js';
export { default as certificateRoutes } from './routes.js';
