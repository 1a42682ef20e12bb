/** Public content: the public reads and the staff writes of every content type in the registry. */
export { default as contentAdminRoutes } from './admin-routes.js';
export { default as countsUpkeep } from './counts-upkeep.js';
export { default as publicationRoutes } from './publication-routes.js';
export { default as publicationTimer } from './publication-timer.js';
export { contentCounts } from './queries.js';
export { pendingReviewCount } from './review.js';
export { dueReviewCounts, dueReviews } from './review-dates.js';
export { default as reviewDueJob } from './review-due-job.js';
export { default as reviewRoutes } from './review-routes.js';
export { CONTENT_PREFIX, default as contentRoutes } from './routes.js';
