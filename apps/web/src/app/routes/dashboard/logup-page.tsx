import { SUPER_ADMIN_ROLE } from '@authority/shared/constants';
import { ROUTES } from '@authority/shared/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, type LoaderFunctionArgs, useNavigate } from 'react-router';
import { staffLoader, useStaffSession } from '../../../features/auth';
import { CreateAccountForm } from '../../../features/users';
import { useDocumentTitle } from '../../../lib/document-title';
import { getStaffLocale, loadStaffTexts, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardFrame } from './dashboard-layout';
import { StaffCard } from './staff-card';

const USERS_PATH = ROUTES.dashboardChild('users');

/** `/logup`: a SuperAdmin creates a staff account; success goes to the users page (SPEC §4). */
export function LogupPage() {
  const t = useStaffTexts();
  useDocumentTitle(t.pageTitles.logup);
  const session = useStaffSession();
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <div className="mx-auto w-full max-w-md">
      <Link
        to={USERS_PATH}
        className="mb-4 inline-flex items-center gap-2 rounded-control font-semibold text-primary-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t.frame.backTo(t.pageTitles.users)}
      </Link>
      <StaffCard title={t.pageTitles.logup}>
        <CreateAccountForm onCreated={() => navigate(USERS_PATH)} />
      </StaffCard>
    </div>
  );
}

const guard = staffLoader({ roles: [SUPER_ADMIN_ROLE] });

/**
 * The lazy route of `/logup`: SuperAdmin only (SPEC §6), inside the dashboard's frame
 * , its texts loaded before it renders.
 */
export const logupRoute = {
  Component: () => <DashboardFrame>{() => <LogupPage />}</DashboardFrame>,
  loader: async (args: LoaderFunctionArgs) => {
    const allowed = guard(args);
    await loadStaffTexts(getStaffLocale());
    return allowed;
  },
};
