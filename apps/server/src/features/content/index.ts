/** Public content: the public reads and the staff writes of every content type in the registry. */
export { default as contentAdminRoutes } from './admin-routes.js';
export { CONTENT_PREFIX, default as contentRoutes } from './routes.js';
