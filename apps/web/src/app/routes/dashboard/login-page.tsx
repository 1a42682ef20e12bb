import { PAGE_TITLES } from '@authority/shared/page-titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';
import { StaffCard } from './staff-card';

/** `/login`: staff sign-in; success goes to the dashboard. */
export function LoginPage() {
  useDocumentTitle(PAGE_TITLES.login);
  return (
    <StaffCard title={PAGE_TITLES.login}>
      <PagePlaceholder>E-mail and password form.</PagePlaceholder>
    </StaffCard>
  );
}
