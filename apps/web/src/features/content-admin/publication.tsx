/**
 * Drafts and schedules in the dashboard: each row's state as a chip ('Draft',
 * 'Scheduled for …', 'Published'), a filter by state, and the form's publishing fields. Every
 * content screen gets them from ContentScreen and ContentForm, through the registry.
 */
import { type PublicationState, publicationState } from '@authority/shared/content-publication';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cx } from '../../lib/cx';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { formatDateTime, toDateTimeLocal } from '../../lib/staff-ui/format';
import type { Column } from '../../lib/ui/data-table';
import { SelectField, SwitchField, TextField } from '../../lib/ui/field';

export interface Publication {
  isPublished: boolean;
  publishAt: string | null;
}

export type PublicationFilter = 'all' | PublicationState;

const CHIP_TONES: Record<PublicationState, string> = {
  published: 'border-success-700 bg-success-50 text-success-800',
  draft: 'border-slate-500 bg-slate-100 text-slate-800',
  scheduled: 'border-accent-700 bg-accent-50 text-accent-900',
};

/** Where the row stands for visitors, in words that do not rely on colour. */
export function PublicationChip({ row }: { row: Publication }) {
  const t = useStaffTexts();
  const state = publicationState(row, new Date());
  const label =
    state === 'scheduled'
      ? t.publication.scheduled(formatDateTime(row.publishAt))
      : state === 'draft'
        ? t.publication.draft
        : t.publication.published;
  return (
    <span
      className={cx(
        // 'Scheduled for …' wraps to two lines rather than squeeze the title column.
        'inline-flex max-w-40 rounded-xl border px-2 py-0.5 text-sm font-semibold',
        CHIP_TONES[state],
      )}
    >
      {label}
    </span>
  );
}

/** The status column every content table has; sorted ascending, drafts come first (the server sorts). */
export function usePublicationColumn<Row extends Publication>(): Column<Row> {
  const t = useStaffTexts();
  const order: Record<PublicationState, number> = { draft: 0, scheduled: 1, published: 2 };
  return {
    id: 'publication',
    header: t.publication.statusColumn,
    sortValue: (row) => order[publicationState(row, new Date())],
    cell: (row) => <PublicationChip row={row} />,
  };
}

/** Which rows the table shows: all, or those in one state. */
export function PublicationFilterField({
  value,
  onChange,
}: {
  value: PublicationFilter;
  onChange: (filter: PublicationFilter) => void;
}) {
  const t = useStaffTexts();
  const options: { value: PublicationFilter; label: string }[] = [
    { value: 'all', label: t.publication.filterAll },
    { value: 'published', label: t.publication.filterPublished },
    { value: 'draft', label: t.publication.filterDraft },
    { value: 'scheduled', label: t.publication.filterScheduled },
  ];
  return (
    <SelectField
      label={t.publication.filter}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value as PublicationFilter)}
      className="max-w-64"
    />
  );
}

/** `datetime-local`'s value of `iso`, with its seconds when it has some (a save keeps the time as set). */
function toLocalInput(iso: string): string {
  const seconds = new Date(iso).getSeconds();
  const minutes = toDateTimeLocal(iso);
  return seconds && minutes ? `${minutes}:${String(seconds).padStart(2, '0')}` : minutes;
}

/** The form's starting publication: a new item is published at once, as SPEC's payloads are. */
export const publicationFormValues = (row: Partial<Publication> | undefined) => ({
  isPublished: row?.isPublished ?? true,
  publishAt: row?.publishAt ? toLocalInput(row.publishAt) : '',
});

/** The form's 'Publishing' group: published or draft, and when it shows. */
export function PublicationFields<Input extends FieldValues, Output>({
  form,
}: {
  form: UseFormReturn<Input, unknown, Output>;
}) {
  const t = useStaffTexts();
  const { register, formState } = form;
  const isPublished = 'isPublished' as Path<Input>;
  const publishAt = 'publishAt' as Path<Input>;
  const errorOf = (name: Path<Input>) => form.getFieldState(name, formState).error?.message;
  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line p-4">
      <legend className="px-1 font-semibold text-ink">{t.publication.legend}</legend>
      <SwitchField
        label={t.publication.isPublished}
        hint={t.publication.isPublishedHint}
        error={errorOf(isPublished)}
        {...register(isPublished)}
      />
      <TextField
        type="datetime-local"
        label={t.publication.publishAt}
        hint={t.publication.publishAtHint}
        className="max-w-72"
        error={errorOf(publishAt)}
        {...register(publishAt)}
      />
    </fieldset>
  );
}
