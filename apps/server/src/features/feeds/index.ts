/** What the app uses of the feeds feature (robots.txt, the sitemap, the RSS feed). */
export { default as feedRoutes } from './routes.js';
