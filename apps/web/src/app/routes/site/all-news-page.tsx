import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackLink } from '../../../lib/ui/back-link';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';

/** `/allNews`, also reached as `/AllNews`: route matching ignores case. */
export function AllNewsPage() {
  useDocumentTitle(PAGE_TITLES.allNews);
  return (
    <PageContainer>
      <BackLink to={`${ROUTES.home}?tab=all#news`}>Back to home</BackLink>
      <PageTitle>{PAGE_TITLES.allNews}</PageTitle>
      <PagePlaceholder>
        Paged news cards with date badges, and a Previous / page / Next pager.
      </PagePlaceholder>
    </PageContainer>
  );
}
