import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackLink } from '../../../lib/ui/back-link';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';

/** `/showNews/:id`: one news item (SPEC §2). */
export function ShowNewsPage() {
  const { id } = useParams();
  useDocumentTitle(PAGE_TITLES.showNews);
  return (
    <PageContainer>
      <BackLink to={`${ROUTES.home}?tab=news#news`}>Back to the news</BackLink>
      <PageTitle>{PAGE_TITLES.showNews}</PageTitle>
      <PagePlaceholder>
        News item {id}: image, title, description with its line breaks, and the optional 'Visit Link' button.
      </PagePlaceholder>
    </PageContainer>
  );
}
