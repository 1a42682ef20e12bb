import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { staffLoader } from '../../../features/auth';
import { AuditLogScreen } from '../../../features/back-office';
import { useDocumentTitle } from '../../../lib/document-title';
import { DashboardPageHeader } from './dashboard-page-header';

const TITLE = DASHBOARD_PAGE_TITLES['audit-log'];

/** `/dashboard/audit-log`: who did what and when, SuperAdmin only. */
export function AuditLogPage() {
  useDocumentTitle(TITLE);
  return (
    <>
      <DashboardPageHeader title={TITLE} />
      <AuditLogScreen />
    </>
  );
}

/** The lazy route of `/dashboard/audit-log`: SuperAdmin only, like the users page. */
export const auditLogRoute = { Component: AuditLogPage, loader: staffLoader({ roles: [SUPER_ADMIN_ROLE] }) };
