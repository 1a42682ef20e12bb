/**
 * The long form of a date for the event details page (SPEC §2 'long-form date'), e.g.
 * 'Saturday 14 March 2026'. In UTC: event dates are calendar days stored as `YYYY-MM-DD`.
 * Spelled out here rather than through Intl, whose English forms differ between ICU versions
 * (with or without a comma), so the server, the browser and the tests all agree.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
