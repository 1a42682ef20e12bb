/** The event in a visitor's language: its name, its fields, and its `.ics` calendar entry. */
import type { Translations } from '@authority/shared/content-translations';
import { type Locale, localizePath } from '@authority/shared/locales';
import { ROUTES } from '@authority/shared/routes';
import type { Database } from '../../db/client.js';
import type { events } from '../../db/schema.js';
import { type CalendarEvent, eventCalendar } from '../../lib/mail/calendar.js';
import { summary } from '../../lib/page-head.js';
import { loadSettings } from '../../lib/site-settings.js';

/** A text field of the event as the visitor's page shows it: its translation, else as written. */
export const fieldIn = (
  event: { translations: Translations } & Record<string, unknown>,
  field: string,
  locale: Locale,
): string | undefined => {
  const own = event[field];
  return event.translations[locale]?.[field]?.trim() || (typeof own === 'string' ? own : undefined);
};

export const nameIn = (event: { eventName: string; translations: Translations }, locale: Locale) =>
  fieldIn(event, 'eventName', locale) ?? event.eventName;

/** The event as a calendar entry in `locale`, in the site's time zone. */
export async function calendarEntry(
  ctx: { db: Database; now: Date; locale: Locale; publicUrl: string },
  event: typeof events.$inferSelect,
) {
  const { timeZone } = await loadSettings(ctx.db);
  return eventCalendar({ ...calendarEventOf(event, { ...ctx, timeZone }), now: ctx.now });
}

/**
 * The event's entry, the same in a mail and in the feed: its UID is the event's, its DTSTAMP the
 * event's last change (the feed's answer is kept until content changes).
 */
export function calendarEventOf(
  event: typeof events.$inferSelect,
  ctx: { locale: Locale; publicUrl: string; timeZone: string },
): CalendarEvent {
  const description = fieldIn(event, 'description', ctx.locale);
  return {
    uid: `event-${event.id}@${new URL(ctx.publicUrl).hostname}`,
    name: nameIn(event, ctx.locale),
    date: event.date,
    time: fieldIn(event, 'time', ctx.locale),
    location: fieldIn(event, 'location', ctx.locale),
    description: description ? summary(description, 2_000) : undefined,
    url: `${ctx.publicUrl}${localizePath(ROUTES.eventDetails(event.id), ctx.locale)}`,
    timeZone: ctx.timeZone,
    now: event.updatedAt,
  };
}
