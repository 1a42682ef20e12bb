/**
 * The line at the end of a health page that says when its content was last checked and will be
 * next (docs/content-review.md), in the page's language. Public: kept apart from the staff texts.
 */
import type { Translation } from './i18n/translation';
import type { Locale } from './locales';

const REVIEW_DATES_EN = {
  lastReviewed: 'Page last reviewed:',
  nextDue: 'Next review due:',
  by: (name: string) => `by ${name}`,
} as const;

export const REVIEW_DATES_TEXTS = {
  en: REVIEW_DATES_EN,
  ar: {
    lastReviewed: 'آخر مراجعة للصفحة:',
    nextDue: 'موعد المراجعة القادمة:',
    by: (name: string) => `راجعها ${name}`,
  },
} as const satisfies Record<Locale, Translation<typeof REVIEW_DATES_EN>>;
