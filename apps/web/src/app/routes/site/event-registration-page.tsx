import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { useParams } from 'react-router';
import { EventForm } from '../../../features/event-forms';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackLink } from '../../../lib/ui/back-link';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

/** `/event/:eventId`: the event registration (book a stand) form. */
export function EventRegistrationPage() {
  const { eventId = '' } = useParams();
  useDocumentTitle(PAGE_TITLES.eventRegistration);
  return (
    <PageContainer>
      <BackLink to={ROUTES.eventDetails(eventId)}>Back to the event</BackLink>
      <PageTitle>{PAGE_TITLES.eventRegistration}</PageTitle>
      <EventForm kind="registration" eventId={eventId} />
    </PageContainer>
  );
}
