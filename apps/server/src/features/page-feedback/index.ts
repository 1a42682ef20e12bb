/** What the app uses of page feedback (docs/page-feedback.md). */
export { applyFeedbackRetention } from './retention.js';
export { default as pageFeedbackRoutes } from './routes.js';
