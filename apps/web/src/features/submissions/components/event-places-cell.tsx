import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { useEventPlaces } from '../api/places-api';

/**
 * The events list's places column (decision 038): booked of capacity, waiting and checked in, for
 * the stands and the sponsors of one event, read when its row shows.
 */
export function EventPlacesCell({ eventId }: { eventId: number }) {
  const t = useStaffTexts();
  const places = useEventPlaces(String(eventId), { kind: 'staff' });
  if (!places.data) return null;
  return (
    <span className="grid gap-1 text-sm">
      <span>
        {t.capacity.standsShort}: {t.capacity.summary(places.data.registrations)}
      </span>
      <span>
        {t.capacity.sponsorsShort}: {t.capacity.summary(places.data.sponsors)}
      </span>
    </span>
  );
}
