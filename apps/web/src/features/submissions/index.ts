/**
 * An event's submissions (exhibitors and sponsors, with their places and waiting list), seen by
 * staff or through a share link, and the dialog that makes that link.
 */
export type { SubmissionAccess } from './api/submissions-api';
export { EventPlacesCell } from './components/event-places-cell';
export { ShareLinkDialog } from './components/share-link-dialog';
export { LinkInvalid, SubmissionsView } from './components/submissions-view';
