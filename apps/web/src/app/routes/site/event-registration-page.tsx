import { ROUTES } from '@authority/shared/routes';
import { useParams } from 'react-router';
import { EventForm } from '../../../features/event-forms';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocalize } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/texts';
import { BackLink } from '../../../lib/ui/back-link';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

/** `/event/:id`: the event registration (book a stand) form. */
export function EventRegistrationPage() {
  const localize = useLocalize();
  const texts = useTexts();
  const { id: eventId = '' } = useParams();
  useDocumentTitle(texts.pageTitles.eventRegistration);
  return (
    <PageContainer>
      <BackLink to={localize(ROUTES.eventDetails(eventId))}>{texts.layout.backToEvent}</BackLink>
      <PageTitle>{texts.pageTitles.eventRegistration}</PageTitle>
      <EventForm kind="registration" eventId={eventId} />
    </PageContainer>
  );
}
