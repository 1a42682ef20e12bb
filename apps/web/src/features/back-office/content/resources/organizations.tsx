import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type Organization, organizationSchema } from '@authority/shared/content';
import { organizationInputSchema } from '@authority/shared/content-inputs';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../auth';
import { Thumbnail } from '../cells';
import type { ContentAdmin, FieldsProps } from '../content-admin';
import { ImageController, RichTextController } from '../form-controllers';
import { emptyAsUndefined, htmlSearchText } from './shared';

type Input = z.input<typeof organizationInputSchema>;
type Output = z.output<typeof organizationInputSchema>;

function OrganizationFields({ form, setUploading }: FieldsProps<Input, Output>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label={LABELS.name} error={errors.name?.message} {...register('name')} />
      <RichTextController control={control} name="description" label={LABELS.description} />
      <ImageController
        control={control}
        name="imageUrl"
        label={LABELS.image}
        onUploadingChange={setUploading}
      />
      <TextField
        label={LABELS.priority}
        hint={LABELS.priorityHint}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className="max-w-48"
        error={errors.priority?.message}
        {...register('priority', { setValueAs: emptyAsUndefined })}
      />
    </>
  );
}

/** Institutions: the Our Institutions accordion, in priority order. */
export const organizationsAdmin: ContentAdmin<Organization, Input, Output> = {
  key: 'originization',
  listPath: CONTENT_ADMIN_PATHS.originization.list,
  writePath: CONTENT_ADMIN_PATHS.originization.write,
  rowSchema: organizationSchema,
  inputSchema: organizationInputSchema,
  columns: [
    { id: 'name', header: LABELS.name, cell: (row) => row.name },
    { id: 'image', header: LABELS.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'priority',
      header: LABELS.priority,
      sortValue: (row) => row.priority,
      cell: (row) => row.priority,
    },
  ],
  searchText: (row) => `${row.name} ${htmlSearchText(row.description)}`,
  rowName: (row) => row.name,
  toFormValues: (row) => ({
    name: row?.name ?? '',
    description: row?.description ?? '',
    imageUrl: row?.imageUrl ?? null,
    priority: row?.priority ?? 0,
  }),
  Fields: OrganizationFields,
  dialogSize: 'lg',
};
