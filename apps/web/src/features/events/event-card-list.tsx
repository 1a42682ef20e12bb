import type { EventView } from '@authority/shared/normalize-content';
import { ROUTES } from '@authority/shared/routes';
import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { Shown } from '../../lib/i18n/in-language';
import { useLocalize } from '../../lib/i18n/locale';
import { usePagesTexts } from '../../lib/i18n/texts';
import { DateBadge } from '../../lib/ui/date-badge';
import { imageSources } from '../../lib/ui/image-sources';
import { hasEnded } from './has-ended';

/**
 * The events page's cards (SPEC §2 /UserEvent): each opens the event's details. The first card's
 * picture is the page's largest paint on a phone: it is fetched at once and first (the server's
 * page preloads it); the others wait until they come near the screen.
 */
export function EventCardList({ events }: { events: readonly EventView[] }) {
  const pageTexts = usePagesTexts();
  const localize = useLocalize();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {events.map((event, position) => (
        <li key={event.id}>
          <Link
            to={localize(ROUTES.eventDetails(event.id))}
            className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card hover:border-primary-600"
          >
            <img
              // One column on a phone, two from `sm`, four of at most 18rem from `lg`.
              {...imageSources(event.imageUrl, '(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw')}
              alt={event.imageAlt ?? ''}
              width={1600}
              height={900}
              {...(position === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })}
              className={cx('aspect-video w-full', event.hasOwnImage ? 'object-cover' : 'object-contain p-4')}
            />
            <span className="flex flex-1 flex-col gap-3 p-4">
              <span className="flex items-start gap-3">
                <DateBadge date={event.date} />
                <span className="font-bold text-primary-900 group-hover:underline">
                  <Shown of={event} field="eventName">
                    {event.eventName}
                  </Shown>
                </span>
              </span>
              <span className="flex items-start gap-2 text-sm text-ink-muted">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <Shown of={event} field="location">
                  {event.location}
                </Shown>
              </span>
              {event.time ? (
                <span className="flex items-start gap-2 text-sm text-ink-muted">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <Shown of={event} field="time">
                    {event.time}
                  </Shown>
                </span>
              ) : null}
              <span
                className={cx(
                  'mt-auto self-start rounded-full px-3 py-1 text-sm font-semibold',
                  event.isActive ? 'bg-success-50 text-success-800' : 'bg-slate-100 text-slate-700',
                )}
              >
                {event.isActive
                  ? pageTexts.listPage.active
                  : hasEnded(event.date.iso)
                    ? pageTexts.listPage.ended
                    : pageTexts.listPage.inactive}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
