/** Public content: the public reads and the staff writes of every content type in the registry. */
export { default as contentAdminRoutes } from './admin-routes.js';
export { default as publicationRoutes } from './publication-routes.js';
export { default as publicationTimer } from './publication-timer.js';
export { CONTENT_PREFIX, default as contentRoutes } from './routes.js';
