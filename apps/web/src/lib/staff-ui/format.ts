import { formatLongDate } from '@authority/shared/format-date';
import { getStaffLocale, staffIntlLocale } from '../i18n/staff-texts';

/**
 * Dates and times as the dashboard shows them, in the staff language (Arabic with the site's digit
 * style): day month year, 24-hour time in English, the reader's zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'dateTime' | 'dateOnly' | 'long' | 'fullDay'): Intl.DateTimeFormat {
  const tag = staffIntlLocale();
  const key = `${kind} ${tag}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      tag,
      kind === 'dateTime'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : kind === 'dateOnly'
          ? { dateStyle: 'medium', timeZone: 'UTC' }
          : kind === 'fullDay'
            ? { dateStyle: 'full', timeZone: 'UTC' }
            : { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' },
    );
    formatters.set(key, made);
  }
  return made;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter('dateTime').format(date);
}

/** A calendar day `YYYY-MM-DD` (no time zone of its own). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatter('dateOnly').format(date);
}

/**
 * An event's day written out ('Saturday 14 March 2026'): in English as the public pages write it
 * (format-date.ts), in another staff language by Intl.
 */
export function formatEventDay(day: string): string {
  if (getStaffLocale() === 'en') return formatLongDate(day);
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatter('fullDay').format(date);
}

/** A moment in UTC, long form (a share link's end). */
export function formatLongDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter('long').format(date);
}

/** A count in the staff language's digits. */
export const formatCount = (value: number): string => new Intl.NumberFormat(staffIntlLocale()).format(value);

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as the value of a `datetime-local` input (local time, minutes). */
export function toDateTimeLocal(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
