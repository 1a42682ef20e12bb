import { ROUTES } from '@authority/shared/routes';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/**
 * `/dashboard/<anything>` without a screen, in the dashboard's frame (the server answers it 404):
 * the sidebar stays, and a link leads back to the dashboard's home.
 */
export function ScreenNotFoundPage() {
  const t = useStaffTexts().screenNotFound;
  useDocumentTitle(t.title);
  return (
    <>
      <DashboardPageHeader title={t.title} />
      <p className="max-w-prose text-lg">{t.explanation}</p>
      <p className="mt-6">
        <Link
          to={ROUTES.dashboard}
          className="font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
        >
          {t.home}
        </Link>
      </p>
    </>
  );
}
