import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { ROUTES } from '@authority/shared/routes';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { staffLoader } from '../../../features/auth';
import { UsersTable } from '../../../features/users';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { buttonClass } from '../../../lib/ui/button';
import { DashboardPageHeader } from './dashboard-page-header';
import { useDashboardSession } from './dashboard-session';

/** `/dashboard/users`: User Management (SPEC §2), SuperAdmin only. */
export function UsersPage() {
  const t = useStaffTexts();
  const title = t.pageTitles.users;
  useDocumentTitle(title);
  const session = useDashboardSession();
  return (
    <>
      <DashboardPageHeader
        title={title}
        actions={
          <Link to={ROUTES.logup} className={buttonClass('primary')}>
            <UserPlus aria-hidden="true" className="size-5" />
            {t.frame.createAccount}
          </Link>
        }
      />
      <UsersTable currentUserId={session.userId} />
    </>
  );
}

/** The lazy route of `/dashboard/users`: SuperAdmin only (SPEC §6). */
export const usersRoute = { Component: UsersPage, loader: staffLoader({ roles: [SUPER_ADMIN_ROLE] }) };
