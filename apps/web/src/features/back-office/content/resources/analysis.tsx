import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type Analysis, analysisSchema } from '@authority/shared/content';
import { analysisInputSchema } from '@authority/shared/content-inputs';
import { formatAchievementNumber } from '@authority/shared/format-number';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../auth';
import { Thumbnail } from '../cells';
import type { ContentAdmin, FieldsProps } from '../content-admin';
import { ImageController } from '../form-controllers';
import { emptyAsUndefined } from './shared';

type Input = z.input<typeof analysisInputSchema>;
type Output = z.output<typeof analysisInputSchema>;

function AnalysisFields({ form, setUploading }: FieldsProps<Input, Output>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label={LABELS.label} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={LABELS.number}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.number?.message}
          {...register('number', { setValueAs: emptyAsUndefined })}
        />
        <TextField
          label={LABELS.priority}
          hint={LABELS.priorityHint}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.priority?.message}
          {...register('priority', { setValueAs: emptyAsUndefined })}
        />
      </div>
      <ImageController
        control={control}
        name="imageUrl"
        label={LABELS.image}
        onUploadingChange={setUploading}
      />
    </>
  );
}

/** Achievements: the counters of Our Achievements, in priority order. */
export const analysisAdmin: ContentAdmin<Analysis, Input, Output> = {
  key: 'analysis',
  listPath: CONTENT_ADMIN_PATHS.analysis.list,
  writePath: CONTENT_ADMIN_PATHS.analysis.write,
  rowSchema: analysisSchema,
  inputSchema: analysisInputSchema,
  columns: [
    { id: 'title', header: LABELS.label, cell: (row) => row.title },
    { id: 'image', header: LABELS.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'number',
      header: LABELS.number,
      sortValue: (row) => row.number,
      cell: (row) => (
        <span>
          {row.number} <span className="text-ink-muted">({formatAchievementNumber(row.number)})</span>
        </span>
      ),
    },
    {
      id: 'priority',
      header: LABELS.priority,
      sortValue: (row) => row.priority,
      cell: (row) => row.priority,
    },
  ],
  searchText: (row) => row.title,
  rowName: (row) => row.title,
  toFormValues: (row) => ({
    title: row?.title ?? '',
    number: row?.number ?? '',
    imageUrl: row?.imageUrl ?? null,
    priority: row?.priority ?? 0,
  }),
  Fields: AnalysisFields,
};
