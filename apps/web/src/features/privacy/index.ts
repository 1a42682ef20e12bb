/** A SuperAdmin's privacy screens: the audit log, and a person's data found, exported or erased. */
export type { AuditEntry } from './audit-log-api';
export { AuditLogScreen } from './audit-log-screen';
export { PersonalDataScreen } from './personal-data-screen';
