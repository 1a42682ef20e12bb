import { formatLongDate } from '@authority/shared/format-date';
import type { EventView } from '@authority/shared/normalize-content';
import { ROUTES } from '@authority/shared/routes';
import { CalendarDays, Clock, Info, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { Shown } from '../../lib/i18n/in-language';
import { useLocalize } from '../../lib/i18n/locale';
import { useDigits, usePagesTexts } from '../../lib/i18n/texts';
import { imageSources } from '../../lib/ui/image-sources';
import { PageTitle } from '../../lib/ui/page';
import { hasEnded } from './has-ended';

/**
 * One event (SPEC §2 /event-details): image, title, location, time, long-form date and
 * description; 'Get Involved' with its two forms while the event is active, the 'Event Status'
 * notice once it is not.
 */
export function EventDetails({ event }: { event: EventView }) {
  const pageTexts = usePagesTexts();
  const localize = useLocalize();
  const digits = useDigits();
  const longDate = digits(formatLongDate(event.date.iso, pageTexts.dates));
  const ended = hasEnded(event.date.iso);
  return (
    // Phones: the picture and title, then what to do (book, sponsor), then the details. Wide
    // screens: the details in the main column and what to do beside them.
    <article className="grid gap-x-10 gap-y-8 lg:grid-cols-[3fr_2fr]">
      <div className="lg:col-start-1">
        <img
          // The page's width on a phone, three fifths of the content's from `lg`.
          {...imageSources(event.imageUrl, '(min-width: 1024px) 44rem, 100vw')}
          alt={event.imageAlt ?? ''}
          width={1600}
          height={900}
          fetchPriority="high"
          className={cx(
            'mb-8 aspect-video w-full rounded-card bg-primary-50',
            event.hasOwnImage ? 'object-cover' : 'object-contain p-8',
          )}
        />
        <PageTitle>
          <Shown of={event} field="eventName">
            {event.eventName}
          </Shown>
        </PageTitle>
      </div>

      <aside className="self-start rounded-card border border-line bg-surface-muted p-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {event.isActive ? (
          <section aria-labelledby="get-involved">
            <h2 id="get-involved" className="text-2xl font-bold text-primary-900">
              {pageTexts.eventDetails.getInvolved}
            </h2>
            <p className="mt-3">{pageTexts.eventDetails.getInvolvedIntro}</p>
            <div className="mt-6 flex flex-col gap-3">
              <Link
                to={localize(ROUTES.eventRegistration(event.id))}
                className="rounded-control bg-primary-700 px-5 py-3 text-center font-semibold text-white hover:bg-primary-800"
              >
                {pageTexts.eventDetails.bookASet}
              </Link>
              <Link
                to={localize(ROUTES.eventSponsor(event.id))}
                className="rounded-control border border-primary-700 bg-white px-5 py-3 text-center font-semibold text-primary-700 hover:bg-primary-50"
              >
                {pageTexts.eventDetails.becomeSponsor}
              </Link>
            </div>
          </section>
        ) : (
          <section aria-labelledby="event-status">
            <h2 id="event-status" className="flex items-center gap-2 text-2xl font-bold text-primary-900">
              <Info aria-hidden="true" className="size-6 text-accent-700" />
              {pageTexts.eventDetails.eventStatus}
            </h2>
            {/* SPEC's notice for a closed event; one whose day has passed says it is over instead. */}
            <p className="mt-3">
              {ended ? pageTexts.eventDetails.ended(longDate) : pageTexts.eventDetails.inactive}
            </p>
          </section>
        )}
      </aside>

      <div className="lg:col-start-1">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact
            icon={<MapPin aria-hidden="true" className="size-5" />}
            term={pageTexts.eventDetails.location}
          >
            <Shown of={event} field="location">
              {event.location}
            </Shown>
          </Fact>
          {event.time ? (
            <Fact icon={<Clock aria-hidden="true" className="size-5" />} term={pageTexts.eventDetails.time}>
              <Shown of={event} field="time">
                {event.time}
              </Shown>
            </Fact>
          ) : null}
          <Fact
            icon={<CalendarDays aria-hidden="true" className="size-5" />}
            term={pageTexts.eventDetails.date}
          >
            <time dateTime={event.date.iso.slice(0, 10)}>{longDate}</time>
          </Fact>
        </dl>
        <p className="mt-8 max-w-prose text-lg whitespace-pre-line">
          {event.hasDescription ? event.description : pageTexts.eventDetails.noDescription}
        </p>
      </div>
    </article>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="rounded-card border border-line bg-white p-4">
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        <span className="text-primary-700">{icon}</span>
        {term}
      </dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}
