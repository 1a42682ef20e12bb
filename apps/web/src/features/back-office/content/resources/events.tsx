import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type Event, eventSchema } from '@authority/shared/content';
import { eventInputSchema } from '@authority/shared/content-inputs';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../auth';
import { SwitchField, TextAreaField } from '../../ui/fields';
import { formatDay } from '../../ui/format';
import { Chip, Thumbnail } from '../cells';
import type { ContentAdmin, FieldsProps } from '../content-admin';
import { ImageController } from '../form-controllers';

type Input = z.input<typeof eventInputSchema>;
type Output = z.output<typeof eventInputSchema>;

function EventFields({ form, setUploading }: FieldsProps<Input, Output>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label={LABELS.eventName} error={errors.eventName?.message} {...register('eventName')} />
      <SwitchField label={LABELS.isActive} error={errors.isActive?.message} {...register('isActive')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={LABELS.date} type="date" error={errors.date?.message} {...register('date')} />
        <TextField
          label={LABELS.time}
          hint={LABELS.timeHint}
          error={errors.time?.message}
          {...register('time')}
        />
      </div>
      <TextField label={LABELS.location} error={errors.location?.message} {...register('location')} />
      <TextAreaField
        label={LABELS.description}
        rows={6}
        error={errors.description?.message}
        {...register('description')}
      />
      <ImageController
        control={control}
        name="imagePath"
        label={LABELS.image}
        onUploadingChange={setUploading}
      />
      <TextField
        label={LABELS.formLink}
        hint={LABELS.formLinkHint}
        type="url"
        inputMode="url"
        spellCheck={false}
        error={errors.formLink?.message}
        {...register('formLink')}
      />
    </>
  );
}

const statusChip = (row: Event) => (
  <Chip on={row.isActive}>{row.isActive ? LABELS.activeStatus : LABELS.inactiveStatus}</Chip>
);

/** Events: their details page, whether their forms take registrations, and their submissions. */
export const eventsAdmin: ContentAdmin<Event, Input, Output> = {
  key: 'event',
  listPath: CONTENT_ADMIN_PATHS.event.list,
  writePath: CONTENT_ADMIN_PATHS.event.write,
  rowSchema: eventSchema,
  inputSchema: eventInputSchema,
  columns: [
    { id: 'eventName', header: LABELS.eventName, cell: (row) => row.eventName },
    { id: 'image', header: LABELS.image, cell: (row) => <Thumbnail path={row.imagePath} /> },
    {
      id: 'date',
      header: LABELS.date,
      sortValue: (row) => row.date,
      cell: (row) => <span className="whitespace-nowrap">{formatDay(row.date)}</span>,
    },
    { id: 'time', header: LABELS.time, cell: (row) => row.time ?? '' },
    {
      id: 'location',
      header: LABELS.location,
      sortValue: (row) => row.location ?? '',
      cell: (row) => row.location ?? '',
    },
    { id: 'status', header: LABELS.statusColumn, sortValue: (row) => Number(row.isActive), cell: statusChip },
  ],
  searchText: (row) => `${row.eventName} ${row.location ?? ''} ${row.description ?? ''}`,
  rowName: (row) => row.eventName,
  toFormValues: (row) => ({
    eventName: row?.eventName ?? '',
    isActive: row?.isActive ?? true,
    date: row?.date ?? '',
    time: row?.time ?? '',
    location: row?.location ?? '',
    description: row?.description ?? '',
    imagePath: row?.imagePath ?? null,
    formLink: row?.formLink ?? '',
  }),
  Fields: EventFields,
  dialogSize: 'lg',
};
