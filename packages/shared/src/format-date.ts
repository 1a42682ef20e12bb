/**
 * The long form of a date for the event details page (SPEC §2 'long-form date'), e.g.
 * 'Saturday 14 March 2026'. In UTC: event dates are calendar days stored as `YYYY-MM-DD`.
 * Spelled out here rather than through Intl, whose English forms differ between ICU versions
 * (with or without a comma), so the server, the browser and the tests all agree.
 */
export interface DateNames {
  /** Sunday first, as `Date.getUTCDay` counts. */
  weekdays: readonly string[];
  months: readonly string[];
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
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
] as const;

export const ENGLISH_DATE_NAMES = { weekdays: WEEKDAYS, months: MONTHS } as const;

export function formatLongDate(iso: string, names: DateNames = ENGLISH_DATE_NAMES): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${names.weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${names.months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
