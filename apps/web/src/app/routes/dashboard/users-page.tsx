import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { STAFF_FRAME_TEXTS } from '@authority/shared/staff-frame-texts';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { staffLoader } from '../../../features/auth';
import { UsersTable } from '../../../features/users';
import { useDocumentTitle } from '../../../lib/document-title';
import { buttonClass } from '../../../lib/ui/button';
import { DashboardPageHeader } from './dashboard-page-header';
import { useDashboardSession } from './dashboard-session';

const TITLE = DASHBOARD_PAGE_TITLES.users;

/** `/dashboard/users`: User Management (SPEC §2), SuperAdmin only. */
export function UsersPage() {
  useDocumentTitle(TITLE);
  const session = useDashboardSession();
  return (
    <>
      <DashboardPageHeader
        title={TITLE}
        actions={
          <Link to={ROUTES.logup} className={buttonClass('primary')}>
            <UserPlus aria-hidden="true" className="size-5" />
            {STAFF_FRAME_TEXTS.createAccount}
          </Link>
        }
      />
      <UsersTable currentUserId={session.userId} />
    </>
  );
}

/** The lazy route of `/dashboard/users`: SuperAdmin only (SPEC §6). */
export const usersRoute = { Component: UsersPage, loader: staffLoader({ roles: [SUPER_ADMIN_ROLE] }) };
