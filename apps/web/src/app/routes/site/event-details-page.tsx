import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackLink } from '../../../lib/ui/back-link';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';

/** `/event-details/:id`: one event, with 'Get Involved' while it is active. */
export function EventDetailsPage() {
  const { id } = useParams();
  useDocumentTitle(PAGE_TITLES.eventDetails);
  return (
    <PageContainer>
      <BackLink to={ROUTES.userEvents}>All events</BackLink>
      <PageTitle>{PAGE_TITLES.eventDetails}</PageTitle>
      <PagePlaceholder>
        Event {id}: image, title, location, time, date and description; 'Get Involved' when active, the 'Event
        Status' notice when not.
      </PagePlaceholder>
    </PageContainer>
  );
}
