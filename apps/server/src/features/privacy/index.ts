/** What the app uses of the privacy feature: its routes and the retention job. */
export { default as retentionJob, runRetention } from './retention-job.js';
export { default as privacyRoutes } from './routes.js';
export { applyMailRetention } from './service.js';
