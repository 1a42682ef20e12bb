/** What the app uses of the inquiries feature. */
export { default as inquiryRoutes } from './routes.js';
