import { ROUTES } from '@authority/shared/routes';
import { useParams } from 'react-router';
import { EventForm } from '../../../features/event-forms';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocalize } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/texts';
import { BackLink } from '../../../lib/ui/back-link';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

/** `/event-sponser/{eventSponserId}` (SPEC §2's path; the code calls it the event id): the sponsor registration form. */
export function EventSponsorPage() {
  const localize = useLocalize();
  const texts = useTexts();
  const { id: eventId = '' } = useParams();
  useDocumentTitle(texts.pageTitles.eventSponsor);
  return (
    <PageContainer>
      <BackLink to={localize(ROUTES.eventDetails(eventId))}>{texts.layout.backToEvent}</BackLink>
      <PageTitle>{texts.pageTitles.eventSponsor}</PageTitle>
      <EventForm kind="sponsor" eventId={eventId} />
    </PageContainer>
  );
}
