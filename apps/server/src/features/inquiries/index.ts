/** What the app uses of the inquiries feature. */
export { departmentAddress, entriesOf, newInquiryCounts } from './inbox.js';
export { default as inquiryRoutes } from './routes.js';
