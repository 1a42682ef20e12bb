import type { DateParts } from '@authority/shared/normalize-content';
import { cx } from '../cx';
import { useDigits, useTexts } from '../i18n/texts';

/**
 * A date as a badge: the day large, the short month under it (SPEC §2 'date badge'), in the page's
 * language; the year too when it is not this year (else only screen readers hear it).
 */
export function DateBadge({ date, className }: { date: DateParts; className?: string }) {
  const { dates } = useTexts();
  const digits = useDigits();
  const month = dates.shortMonths[new Date(date.iso).getUTCMonth()] ?? date.month;
  return (
    <time
      dateTime={date.iso.slice(0, 10)}
      // index.css (decision 028).
      className={cx('date-badge', className)}
    >
      <span className="text-xl font-bold">{digits(String(date.day))}</span>
      <span className="date-badge-month">{month}</span>
      <span className={date.year === new Date().getFullYear() ? 'sr-only' : 'mt-1 text-xs font-semibold'}>
        {' '}
        {digits(String(date.year))}
      </span>
    </time>
  );
}
