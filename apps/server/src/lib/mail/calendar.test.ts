/** The `.ics` entry sent with a confirmation, read back by a real iCalendar parser (ical.js). */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarText, eventCalendar } from './calendar.js';

const base: CalendarEvent = {
  uid: 'event-12@health.amanah.example',
  name: 'Cardiology Update 2026: valves, rhythm; and more',
  date: '2026-12-05',
  location: 'Riverbend Hall, East Wing',
  description: 'A day of talks.\nBring your badge.',
  url: 'https://health.amanah.example/event-details/12',
  timeZone: 'Asia/Baghdad',
  now: new Date('2026-11-22T08:00:00Z'),
};

function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { calendar, event: new ICAL.Event(vevent) };
}

describe('eventCalendar', () => {
  it('is an all-day entry on the event’s day when its time names no clock time', () => {
    const file = eventCalendar({ ...base, time: 'All day' });
    expect(file).toMatchObject({
      filename: 'event.ics',
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    expect(file.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file.content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { event } = parse(file.content);
    expect(event.uid).toBe(base.uid);
    expect(event.summary).toBe(base.name);
    expect(event.location).toBe(base.location);
    expect(event.description).toBe(`${base.description}\n\n${base.url}`);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-05');
    expect(event.endDate.toString()).toBe('2026-12-06');
  });

  it('has the times its text names, in the site’s time zone', () => {
    const { event } = parse(eventCalendar({ ...base, time: '09:30 – 16:00' }).content);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone?.tzid).toBe('Asia/Baghdad');
    // Baghdad is UTC+3: 09:30 there is 06:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T06:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T13:00:00.000Z');
  });

  it('reads a 12-hour clock, and lasts an hour without an end', () => {
    const { event } = parse(
      eventCalendar({ ...base, time: 'from 2.15 pm', timeZone: 'Europe/London' }).content,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T14:15:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T15:15:00.000Z');
  });

  it('keeps Arabic text whole across folded lines', () => {
    const name = 'المؤتمر السنوي لأمراض القلب والأوعية الدموية في مستشفى أمانة التعليمي ٢٠٢٦';
    const file = eventCalendar({ ...base, name, time: null, location: null, description: null });
    expect(file.content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { event } = parse(file.content);
    expect(event.summary).toBe(name);
    expect(event.location).toBeNull();
    expect(event.description).toBe(base.url);
  });

  it('writes hostile names and places as one event with their text intact', () => {
    const name = 'Wards; beds, and \\ backslashes\rEND:VEVENT\u0007\u0000 BEGIN:VEVENT';
    const location = 'Hall 3;\nUID:forged, \\ floor\r\n2\u001b';
    const { calendar, event } = parse(
      calendarText({
        timeZone: 'Asia/Baghdad',
        events: [{ ...base, name, location, time: '10:00', description: 'One\rTwo' }],
      }),
    );
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.uid).toBe(base.uid);
    // The control characters go; every printable character and every line break stays.
    expect(event.summary).toBe('Wards; beds, and \\ backslashes\nEND:VEVENT BEGIN:VEVENT');
    expect(event.location).toBe('Hall 3;\nUID:forged, \\ floor\n2');
    expect(event.description).toBe(`One\nTwo\n\n${base.url}`);
  });

  it('keeps several events apart in one calendar, each with its own UID and DTSTAMP', () => {
    const text = calendarText({
      timeZone: 'Asia/Baghdad',
      name: 'Events',
      events: [
        { ...base, uid: 'event-1@x', date: '2026-03-01', time: '09:00' },
        { ...base, uid: 'event-2@x', date: '2026-12-01', time: null },
      ],
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual(['event-1@x', 'event-2@x']);
    expect(calendar.getAllSubcomponents('vevent').every((v) => v.getFirstPropertyValue('dtstamp'))).toBe(
      true,
    );
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});
