import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { useParams } from 'react-router';
import { EventForm } from '../../../features/event-forms';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackLink } from '../../../lib/ui/back-link';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

/** `/event-sponser/{eventSponserId}` (SPEC §2's path; the code calls it the event id): the sponsor registration form. */
export function EventSponsorPage() {
  const { eventId = '' } = useParams();
  useDocumentTitle(PAGE_TITLES.eventSponsor);
  return (
    <PageContainer>
      <BackLink to={ROUTES.eventDetails(eventId)}>Back to the event</BackLink>
      <PageTitle>{PAGE_TITLES.eventSponsor}</PageTitle>
      <EventForm kind="sponsor" eventId={eventId} />
    </PageContainer>
  );
}
