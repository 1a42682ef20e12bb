import { PAGE_TITLES } from '@authority/shared/page-titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';
import { StaffCard } from './staff-card';

/** `/logup`: a SuperAdmin creates a staff account; success goes to the users page. */
export function LogupPage() {
  useDocumentTitle(PAGE_TITLES.logup);
  return (
    <StaffCard title={PAGE_TITLES.logup}>
      <PagePlaceholder>First name, last name, e-mail, password and confirmation.</PagePlaceholder>
    </StaffCard>
  );
}
