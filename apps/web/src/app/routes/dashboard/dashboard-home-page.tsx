import { PAGE_TITLES } from '@authority/shared/page-titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard`: the welcome page. */
export function DashboardHomePage() {
  useDocumentTitle(PAGE_TITLES.dashboard);
  return (
    <>
      <DashboardPageHeader title="Welcome to the dashboard" />
      <PagePlaceholder>Choose a screen in the menu to manage the website's content.</PagePlaceholder>
    </>
  );
}
