/**
 * A health page's review (docs/content-review.md): the news and institution forms' fields for when
 * it was last checked, by whom, when it is due next, and who is told then.
 */
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { FieldValues, Path } from 'react-hook-form';
import type { FieldSpec } from '../content-fields';

interface ReviewDates {
  reviewedOn?: string | null | undefined;
  nextReviewOn?: string | null | undefined;
  reviewerName?: string | null | undefined;
  reviewOwnerId?: number | null | undefined;
}

export const reviewDatesFormValues = (row: ReviewDates | undefined) => ({
  reviewedOn: row?.reviewedOn ?? '',
  nextReviewOn: row?.nextReviewOn ?? '',
  reviewerName: row?.reviewerName ?? '',
  reviewOwnerId: row?.reviewOwnerId ?? null,
});

export const reviewDatesFields = <Input extends FieldValues & ReviewDates>(
  t: StaffTexts,
): FieldSpec<Input>[] => [
  {
    kind: 'pair',
    fields: [
      { kind: 'date', name: 'reviewedOn' as Path<Input>, label: t.review.reviewedOn },
      { kind: 'date', name: 'nextReviewOn' as Path<Input>, label: t.review.nextReviewOn },
    ],
  },
  {
    kind: 'pair',
    fields: [
      { kind: 'text', name: 'reviewerName' as Path<Input>, label: t.review.reviewerName },
      { kind: 'reviewOwner', name: 'reviewOwnerId' as Path<Input>, label: t.review.reviewOwner },
    ],
  },
];
