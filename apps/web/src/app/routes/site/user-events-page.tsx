import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackLink } from '../../../lib/ui/back-link';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';

/** `/UserEvent`: the paged list of events. */
export function UserEventsPage() {
  useDocumentTitle(PAGE_TITLES.userEvents);
  return (
    <PageContainer>
      <BackLink to={`${ROUTES.home}?tab=events#news`}>Back to home</BackLink>
      <PageTitle>{PAGE_TITLES.userEvents}</PageTitle>
      <PagePlaceholder>Paged event cards; each opens the event's details.</PagePlaceholder>
    </PageContainer>
  );
}
