/**
 * The back office (issue 6): a screen per content resource, image upload, the rich-text editor,
 * an event's submissions and share link, contact inquiries and site settings; and, for a
 * SuperAdmin, the audit log and personal data (issue 8). Routes under
 * app/routes/dashboard compose these screens with the dashboard's page header.
 */
export { ContentScreen } from './content/content-screen';
export { EventsScreen } from './content/events-screen';
export { analysisAdmin } from './content/resources/analysis';
export { branchesAdmin } from './content/resources/branches';
export { commentsAdmin } from './content/resources/comments';
export { newsAdmin } from './content/resources/news';
export { organizationsAdmin } from './content/resources/organizations';
export { partnersAdmin } from './content/resources/partners';
export { InquiriesScreen } from './inquiries/inquiries-screen';
export { AuditLogScreen } from './privacy/audit-log-screen';
export { PersonalDataScreen } from './privacy/personal-data-screen';
export { SettingsScreen } from './settings/settings-form';
export type { SubmissionAccess } from './submissions/api/submissions-api';
export { LinkInvalid, SubmissionsView } from './submissions/components/submissions-view';
