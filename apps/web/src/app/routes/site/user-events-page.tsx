import { EVENTS_PAGE_SIZE } from '@authority/shared/constants';
import { ROUTES } from '@authority/shared/routes';
import { CALENDAR_FEED_PATH, CALENDAR_FEED_TEXTS } from '@authority/shared/tickets';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EventCardList, useEvents } from '../../../features/events';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocale, useLocalize } from '../../../lib/i18n/locale';
import { usePagesTexts, useTexts } from '../../../lib/i18n/texts';
import { BackLink } from '../../../lib/ui/back-link';
import { LoadingText } from '../../../lib/ui/loading-text';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { Pager, readPage } from '../../../lib/ui/pager';

/**
 * `/UserEvent`: the events, newest first, 8 a page. The list is read whole (`/Events/all` takes no
 * page) and Next exists when there are more than page × 8 events (SPEC §7). A failed read shows
 * an empty page (SPEC §8).
 */
export function UserEventsPage() {
  const pageTexts = usePagesTexts();
  const localize = useLocalize();
  const texts = useTexts();
  useDocumentTitle(texts.pageTitles.userEvents);
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const events = useEvents();
  const all = events.data ?? [];
  const shown = all.slice((page - 1) * EVENTS_PAGE_SIZE, page * EVENTS_PAGE_SIZE);

  return (
    <PageContainer>
      <BackLink to={localize(`${ROUTES.home}?tab=events#news`)}>{pageTexts.listPage.backToHome}</BackLink>
      <PageTitle>{texts.pageTitles.userEvents}</PageTitle>
      <p className="mt-3 mb-8 max-w-prose text-lg text-ink-muted">{pageTexts.listPage.eventsIntro}</p>
      {events.status === 'loading' ? (
        <LoadingText>{pageTexts.listPage.loadingEvents}</LoadingText>
      ) : shown.length === 0 ? (
        <p>{pageTexts.listPage.noEvents}</p>
      ) : (
        <EventCardList events={shown} />
      )}
      <Pager page={page} hasNext={all.length > page * EVENTS_PAGE_SIZE} />
      <CalendarLinks />
    </PageContainer>
  );
}

/**
 * 'Subscribe to the calendar' (decision 038): a `webcal://` link, which calendar programs open as
 * a subscription, and the plain `.ics`. The webcal address needs the page's host, known only in the
 * browser: until then (and in the server's page) the subscribe link is the plain one.
 */
function CalendarLinks() {
  const locale = useLocale();
  const localize = useLocalize();
  const t = CALENDAR_FEED_TEXTS[locale];
  const path = localize(CALENDAR_FEED_PATH);
  const [subscribe, setSubscribe] = useState(path);
  useEffect(() => setSubscribe(`webcal://${window.location.host}${path}`), [path]);
  const link = 'font-semibold text-primary-700 underline hover:text-primary-800';
  return (
    <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
      <a className={link} href={subscribe}>
        {t.subscribe}
      </a>
      <a className={link} href={path} download>
        {t.download}
      </a>
    </p>
  );
}
