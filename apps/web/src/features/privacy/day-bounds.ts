const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** `+02:00` / `-05:30` / `+00:00`: the reader's offset from UTC at `date`. */
function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The first or last moment of a calendar day (`YYYY-MM-DD`, as a date input gives it) in the
 * reader's time zone, as an ISO date-time with its offset (the audit log's `from` and `to`).
 * Undefined for an empty or broken day.
 */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const moment =
    edge === 'start'
      ? new Date(year, month - 1, date, 0, 0, 0, 0)
      : new Date(year, month - 1, date, 23, 59, 59, 999);
  // `new Date` rolls an impossible day over (31 April becomes 1 May): refuse it instead.
  if (moment.getMonth() !== month - 1 || moment.getDate() !== date) return undefined;
  const time = edge === 'start' ? '00:00:00.000' : '23:59:59.999';
  return `${pad(year, 4)}-${pad(month)}-${pad(date)}T${time}${offsetOf(moment)}`;
}
