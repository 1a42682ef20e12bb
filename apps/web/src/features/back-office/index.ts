/**
 * The back office: a screen per content resource, image upload, the rich-text editor, an event's
 * submissions and share link, contact inquiries and site settings; and, for a SuperAdmin, the
 * audit log and personal data. Routes under app/routes/dashboard compose these screens with the
 * dashboard's page header.
 */

export { CONTENT_ADMINS } from './content/content-admins';
export { ContentScreen } from './content/content-screen';
export { EventsScreen } from './content/events-screen';
export { InquiriesScreen } from './inquiries/inquiries-screen';
export type { AuditEntry } from './privacy/audit-log-api';
export { AuditLogScreen } from './privacy/audit-log-screen';
export { PersonalDataScreen } from './privacy/personal-data-screen';
export { useMailStatus } from './settings/settings-api';
export { SettingsScreen } from './settings/settings-form';
export type { SubmissionAccess } from './submissions/api/submissions-api';
export { LinkInvalid, SubmissionsView } from './submissions/components/submissions-view';
export { formatCount, formatDateTime } from './ui/format';
