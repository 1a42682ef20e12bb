/**
 * The dashboard's content screens: a table and form per content type of the registry (news,
 * events, institutions…), with publication, preview and history. The routes under
 * app/routes/dashboard compose them with the dashboard's page header.
 */
export { CONTENT_ADMINS } from './content-admins';
export { ContentScreen } from './content-screen';
export { EventsScreen } from './events-screen';
export { DueReviewsSection, ReturnedReviewsSection, ReviewQueueSection } from './review-home';
export { ReviewScreen } from './review-screen';
