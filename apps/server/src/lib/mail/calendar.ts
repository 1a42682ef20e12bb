/**
 * An event as an iCalendar entry (RFC 5545), sent with a registration's confirmation so the
 * registrant can add it to their calendar in one step. An event's day is a calendar
 * date; its time is free text ('09:00 – 16:00'): when that text names a start (and an end) the
 * entry has those times in the authority's time zone (a site setting, with its VTIMEZONE), else it
 * is an all-day entry.
 */
import type { MailAttachment } from '@authority/shared/mail-texts';
import ical, { ICalCalendarMethod } from 'ical-generator';

export interface CalendarEvent {
  /** Stable per event and site, so a second confirmation updates the same entry. */
  uid: string;
  name: string;
  /** `YYYY-MM-DD`. */
  date: string;
  time?: string | null;
  location?: string | null;
  description?: string | null;
  url: string;
  timeZone: string;
  /** When the entry was made (DTSTAMP). */
  now: Date;
}

/** `HH:MM` (or `H.MM`), with an optional am/pm: the clock times a time text names, in order. */
const CLOCK = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\s*(am|pm|a\.m\.|p\.m\.)?/gi;

function clockTimes(text: string): { hours: number; minutes: number }[] {
  return [...text.matchAll(CLOCK)].map((match) => {
    let hours = Number(match[1]);
    const half = match[3]?.toLowerCase().replaceAll('.', '');
    if (half === 'pm' && hours < 12) hours += 12;
    if (half === 'am' && hours === 12) hours = 0;
    return { hours, minutes: Number(match[2]) };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const compactDate = (date: string) => date.replaceAll('-', '');

/** The day after `date` (an all-day entry's DTEND is exclusive). */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The zone's offset from UTC at noon of `date`, as `+0300`. */
function offsetOn(timeZone: string, date: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}${match[2]}${match[3] ?? '00'}` : '+0000';
}

/**
 * The zone's VTIMEZONE over the days the entries fall on: its offset on the first, then one
 * component at each day its offset changes (enough for entries of one day each, without rules).
 */
function vtimezone(timeZone: string, dates: readonly string[]): string {
  const sorted = [...new Set(dates)].sort();
  const first = sorted[0];
  if (!first) return '';
  const last = sorted.at(-1) ?? first;
  const parts: string[] = [];
  let previous = offsetOn(timeZone, first);
  parts.push(
    'BEGIN:STANDARD',
    `DTSTART:${compactDate(first)}T000000`,
    `TZOFFSETFROM:${previous}`,
    `TZOFFSETTO:${previous}`,
    'END:STANDARD',
  );
  for (let day = nextDay(first); day <= last; day = nextDay(day)) {
    const offset = offsetOn(timeZone, day);
    if (offset === previous) continue;
    parts.push(
      'BEGIN:STANDARD',
      `DTSTART:${compactDate(day)}T000000`,
      `TZOFFSETFROM:${previous}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
    previous = offset;
  }
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...parts, 'END:VTIMEZONE'].join('\r\n');
}

/**
 * Control characters (but the tab) have no place in an iCalendar text (RFC 5545 3.3.11); line
 * breaks are kept as breaks, which ical-generator writes escaped.
 */
const clean = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');

/**
 * Entries as one calendar (RFC 5545), written by ical-generator: text escaped, lines folded at 75
 * octets, times in `timeZone` with its VTIMEZONE. `name`: the calendar's name, for a feed.
 */
export function calendarText(input: { timeZone: string; name?: string; events: readonly CalendarEvent[] }) {
  const { timeZone } = input;
  const calendar = ical({
    prodId: { company: 'Amanah Health Authority', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(input.name ? { name: clean(input.name) } : {}),
    timezone: {
      name: timeZone,
      generator: () =>
        vtimezone(
          timeZone,
          input.events.map((e) => e.date),
        ),
    },
  });
  for (const event of input.events) {
    const times = event.time ? clockTimes(event.time) : [];
    const [start, end] = times;
    // A time without offset is read in the process's zone, which ical-generator writes back as
    // it is, under the calendar's TZID: the wall-clock time of the event's own zone.
    const at = (clock: { hours: number; minutes: number }) =>
      `${event.date}T${pad(clock.hours)}:${pad(clock.minutes)}:00`;
    const description = [event.description?.trim(), event.url].filter(Boolean).join('\n\n');
    const common = {
      id: event.uid,
      stamp: event.now,
      summary: clean(event.name),
      description: clean(description),
      url: event.url,
      timezone: timeZone,
      ...(event.location ? { location: clean(event.location) } : {}),
    };
    if (start) {
      const later = end && end.hours * 60 + end.minutes > start.hours * 60 + start.minutes;
      // Without an end, or with one before the start, the entry lasts an hour.
      const until = later ? end : { hours: start.hours + 1, minutes: start.minutes };
      calendar.createEvent({
        ...common,
        start: at(start),
        end: until.hours < 24 ? at(until) : `${nextDay(event.date)}T00:00:00`,
      });
    } else {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: `${event.date}T00:00:00`,
        end: `${nextDay(event.date)}T00:00:00`,
      });
    }
  }
  return calendar.toString();
}

/** The event as a `.ics` file to attach to a mail. */
export function eventCalendar(event: CalendarEvent): MailAttachment {
  return {
    filename: 'event.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendarText({ timeZone: event.timeZone, events: [event] }),
  };
}
