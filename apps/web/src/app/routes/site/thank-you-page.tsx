import { PAGE_TITLES } from '@authority/shared/page-titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';

/** `/thank-you`: shown after a registration or sponsor submission. */
export function ThankYouPage() {
  useDocumentTitle(PAGE_TITLES.thankYou);
  return (
    <PageContainer>
      <PageTitle>{PAGE_TITLES.thankYou}</PageTitle>
      <PagePlaceholder>Confetti and a 10-second countdown, then back to the main site.</PagePlaceholder>
    </PageContainer>
  );
}
