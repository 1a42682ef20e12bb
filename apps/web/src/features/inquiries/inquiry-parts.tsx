import type { InquiryStatus } from '@authority/shared/inquiries';
import type { InboxTexts } from '@authority/shared/inquiry-inbox-texts';
import { cx } from '../../lib/cx';

const TONES: Record<InquiryStatus, string> = {
  new: 'border-accent-700 bg-accent-50 text-accent-900',
  'in-progress': 'border-info-700 bg-info-50 text-info-800',
  answered: 'border-success-700 bg-success-50 text-success-800',
  closed: 'border-slate-400 bg-slate-100 text-slate-700',
};

/** An inquiry's status as a chip: its word, never its colour alone. */
export function StatusChip({ status, t }: { status: InquiryStatus; t: InboxTexts }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full border px-2 py-0.5 text-sm font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {t.statuses[status]}
    </span>
  );
}

/** How long since it was submitted, in the staff language: minutes, then hours, then days. */
export function waitedText(minutes: number, t: InboxTexts, intl: string): string {
  const shown = (n: number) => new Intl.NumberFormat(intl).format(n);
  if (minutes < 60) return t.minutes(Math.max(1, minutes), shown(Math.max(1, minutes)));
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.hours(hours, shown(hours));
  const days = Math.floor(hours / 24);
  return t.days(days, shown(days));
}
