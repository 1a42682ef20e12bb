import { ROUTES } from '@authority/shared/routes';
import { useParams } from 'react-router';
import { EventDetails, useEvent } from '../../../features/events';
import { PageFeedback } from '../../../features/page-feedback';
import { useDocumentTitle } from '../../../lib/document-title';
import { ApiError } from '../../../lib/http/request';
import { useLocalize } from '../../../lib/i18n/locale';
import { usePagesTexts, useTexts } from '../../../lib/i18n/texts';
import { BackLink } from '../../../lib/ui/back-link';
import { LoadingText } from '../../../lib/ui/loading-text';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { ErrorMessage } from '../route-error-page';
import { NotFoundPage } from './not-found-page';

/** `/event-details/:id`: one event, with 'Get Involved' while it is active (SPEC §2). */
export function EventDetailsPage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  return <EventPage id={id} />;
}

function EventPage({ id }: { id: string }) {
  const pageTexts = usePagesTexts();
  const localize = useLocalize();
  const texts = useTexts();
  const event = useEvent(id);
  useDocumentTitle(event.data?.eventName ?? texts.pageTitles.eventDetails);

  if (event.status === 'error') {
    return event.error instanceof ApiError && event.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorMessage error={event.error} />
    );
  }

  return (
    <PageContainer>
      <BackLink to={localize(ROUTES.userEvents)}>{pageTexts.eventDetails.backToEvents}</BackLink>
      {event.status === 'loading' ? (
        <>
          <PageTitle>{texts.pageTitles.eventDetails}</PageTitle>
          <LoadingText>{pageTexts.eventDetails.loading}</LoadingText>
        </>
      ) : (
        <>
          <EventDetails event={event.data} />
          <PageFeedback page="events" itemId={event.data.id} />
        </>
      )}
    </PageContainer>
  );
}
