/**
 * 'Page last reviewed: … · Next review due: …' at the end of a health page (docs/content-review.md),
 * in the page's language and digits; nothing when neither day is set.
 */
import type { DateParts, ReviewView } from '@authority/shared/normalize-content';
import { REVIEW_DATES_TEXTS } from '@authority/shared/review-dates';
import { useLocale } from '../i18n/locale';
import { useDigits, useTexts } from '../i18n/texts';

export function ReviewLine({ review, className }: { review: ReviewView | null; className?: string }) {
  const locale = useLocale();
  const texts = useTexts();
  const digits = useDigits();
  if (!review) return null;
  const t = REVIEW_DATES_TEXTS[locale];
  const day = (date: DateParts) => (
    <time dateTime={date.iso.slice(0, 10)}>
      {digits(
        `${date.day} ${texts.dates.shortMonths[new Date(date.iso).getUTCMonth()] ?? date.month} ${date.year}`,
      )}
    </time>
  );
  return (
    <p className={className ?? 'mt-8 border-t border-line pt-4 text-sm text-ink-muted'}>
      {review.reviewedOn ? (
        <span>
          {t.lastReviewed} {day(review.reviewedOn)}
          {review.reviewerName ? ` ${t.by(review.reviewerName)}` : ''}
        </span>
      ) : null}
      {review.reviewedOn && review.nextReviewOn ? <span aria-hidden="true"> · </span> : null}
      {review.nextReviewOn ? (
        <span>
          {t.nextDue} {day(review.nextReviewOn)}
        </span>
      ) : null}
    </p>
  );
}
