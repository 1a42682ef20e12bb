import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { useParams } from 'react-router';
import { EventForm } from '../../../features/event-forms';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackLink } from '../../../lib/ui/back-link';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

/** `/event-sponser/:eventSponserId` (SPEC spelling): the sponsor registration form. */
export function EventSponsorPage() {
  const { eventSponserId = '' } = useParams();
  useDocumentTitle(PAGE_TITLES.eventSponsor);
  return (
    <PageContainer>
      <BackLink to={ROUTES.eventDetails(eventSponserId)}>Back to the event</BackLink>
      <PageTitle>{PAGE_TITLES.eventSponsor}</PageTitle>
      <EventForm kind="sponsor" eventId={eventSponserId} />
    </PageContainer>
  );
}
