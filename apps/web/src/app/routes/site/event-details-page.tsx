import { PAGE_TITLES } from '@authority/shared/page-titles';
import { EVENT_DETAILS_TEXTS } from '@authority/shared/public-texts';
import { ROUTES } from '@authority/shared/routes';
import { useParams } from 'react-router';
import { EventDetails, useEvent } from '../../../features/events';
import { useDocumentTitle } from '../../../lib/document-title';
import { ApiError } from '../../../lib/http/request';
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
  const event = useEvent(id);
  useDocumentTitle(event.data?.eventName ?? PAGE_TITLES.eventDetails);

  if (event.status === 'error') {
    return event.error instanceof ApiError && event.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorMessage error={event.error} />
    );
  }

  return (
    <PageContainer>
      <BackLink to={ROUTES.userEvents}>{EVENT_DETAILS_TEXTS.backToEvents}</BackLink>
      {event.status === 'loading' ? (
        <>
          <PageTitle>{PAGE_TITLES.eventDetails}</PageTitle>
          <LoadingText>{EVENT_DETAILS_TEXTS.loading}</LoadingText>
        </>
      ) : (
        <EventDetails event={event.data} />
      )}
    </PageContainer>
  );
}
