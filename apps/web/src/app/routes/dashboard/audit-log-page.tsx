import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { staffLoader } from '../../../features/auth';
import { AuditLogScreen } from '../../../features/privacy';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/audit-log`: who did what and when, SuperAdmin only. */
export function AuditLogPage() {
  const title = useStaffTexts().pageTitles['audit-log'];
  useDocumentTitle(title);
  return (
    <>
      <DashboardPageHeader title={title} />
      <AuditLogScreen />
    </>
  );
}

/** The lazy route of `/dashboard/audit-log`: SuperAdmin only, like the users page. */
export const auditLogRoute = { Component: AuditLogPage, loader: staffLoader({ roles: [SUPER_ADMIN_ROLE] }) };
