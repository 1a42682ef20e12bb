/**
 * An event as an iCalendar entry (RFC 5545), sent with a registration's confirmation so the
 * registrant can add it to their calendar in one step. An event's day is a calendar
 * date; its time is free text ('09:00 – 16:00'): when that text names a start (and an end) the
 * entry has those times in the authority's time zone (a site setting, with its VTIMEZONE), else it
 * is an all-day entry.
 */
import type { MailAttachment } from '@authority/shared/mail-texts';

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

/** Text as a property value: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets (never inside a UTF-8 character), continued with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (at: Date) =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
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

/** The event as a `.ics` file to attach to a mail. */
export function eventCalendar(event: CalendarEvent): MailAttachment {
  const times = event.time ? clockTimes(event.time) : [];
  const [start, end] = times;
  const day = compactDate(event.date);
  const at = (clock: { hours: number; minutes: number }) =>
    `${day}T${pad(clock.hours)}${pad(clock.minutes)}00`;
  const description = [event.description?.trim(), event.url].filter(Boolean).join('\n\n');
  const offset = offsetOn(event.timeZone, event.date);

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Amanah Health Authority//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(start
      ? [
          // The zone as it is on the event's day: enough for an entry of one day.
          'BEGIN:VTIMEZONE',
          `TZID:${event.timeZone}`,
          'BEGIN:STANDARD',
          `DTSTART:${day}T000000`,
          `TZOFFSETFROM:${offset}`,
          `TZOFFSETTO:${offset}`,
          'END:STANDARD',
          'END:VTIMEZONE',
        ]
      : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    ...(start
      ? [
          `DTSTART;TZID=${event.timeZone}:${at(start)}`,
          // Without an end, or with one before the start, the entry lasts an hour.
          end && end.hours * 60 + end.minutes > start.hours * 60 + start.minutes
            ? `DTEND;TZID=${event.timeZone}:${at(end)}`
            : 'DURATION:PT1H',
        ]
      : [`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`]),
    `SUMMARY:${escapeText(event.name)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    filename: 'event.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: `${lines.map(fold).join('\r\n')}\r\n`,
  };
}
