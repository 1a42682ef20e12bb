/**
 * `/events.ics` and `/ar/events.ics` (decision 038): every event visitors see, from 90 days ago on,
 * as one calendar that calendar programs subscribe to. Kept by the delivery layer until content
 * changes, like the other feeds; each entry's UID is its calendar entry's in the mails, and its
 * DTSTAMP its last change, so a program updates the entries it has.
 */
import { LOCALES, localizePath } from '@authority/shared/locales';
import { CALENDAR_FEED_DAYS_BACK, CALENDAR_FEED_PATH, CALENDAR_FEED_TEXTS } from '@authority/shared/tickets';
import { and, asc, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events } from '../../db/schema.js';
import { addPublicText } from '../../delivery/index.js';
import { calendarText } from '../../lib/mail/calendar.js';
import { visibleAt } from '../../lib/publication.js';
import { loadSettings } from '../../lib/site-settings.js';
import { settingsIn, siteNameIn } from '../settings/index.js';
import { calendarEventOf } from './calendar-entry.js';

/** Today in `timeZone`, as `YYYY-MM-DD`. */
export const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

export default async function calendarFeedRoutes(app: FastifyInstance) {
  for (const locale of LOCALES) {
    addPublicText(
      app,
      localizePath(CALENDAR_FEED_PATH, locale),
      'text/calendar; charset=utf-8',
      'public, max-age=300',
      async () => {
        const now = app.now();
        const settings = await loadSettings(app.db);
        const since = new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * 86_400_000);
        const rows = await app.db
          .select()
          .from(events)
          .where(and(visibleAt(events, now), gte(events.date, dayIn(settings.timeZone, since))))
          .orderBy(asc(events.date), asc(events.id));
        return calendarText({
          timeZone: settings.timeZone,
          name: CALENDAR_FEED_TEXTS[locale].name(siteNameIn(settingsIn(settings, locale), locale)),
          events: rows.map((row) =>
            calendarEventOf(row, { locale, publicUrl: app.config.publicUrl, timeZone: settings.timeZone }),
          ),
        });
      },
    );
  }
}
