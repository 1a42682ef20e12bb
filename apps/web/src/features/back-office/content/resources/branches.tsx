import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type Branch, branchSchema } from '@authority/shared/content';
import { branchInputSchema } from '@authority/shared/content-inputs';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../auth';
import type { ContentAdmin, FieldsProps } from '../content-admin';
import { ImageController } from '../form-controllers';
import { emptyAsUndefined } from './shared';

type Input = z.input<typeof branchInputSchema>;
type Output = z.output<typeof branchInputSchema>;

function BranchFields({ form, setUploading }: FieldsProps<Input, Output>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label={LABELS.name} error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={LABELS.city} error={errors.city?.message} {...register('city')} />
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
      <TextField label={LABELS.address} error={errors.address?.message} {...register('address')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={LABELS.phone}
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={LABELS.email}
          type="email"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField
        label={LABELS.mapLink}
        type="url"
        inputMode="url"
        spellCheck={false}
        error={errors.mapLink?.message}
        {...register('mapLink')}
      />
      <ImageController
        control={control}
        name="imageUrl"
        label={LABELS.image}
        onUploadingChange={setUploading}
      />
    </>
  );
}

/** Branches: the authority's sites, with their contact details. */
export const branchesAdmin: ContentAdmin<Branch, Input, Output> = {
  key: 'branch',
  listPath: CONTENT_ADMIN_PATHS.branch.list,
  writePath: CONTENT_ADMIN_PATHS.branch.write,
  rowSchema: branchSchema,
  inputSchema: branchInputSchema,
  columns: [
    { id: 'name', header: LABELS.name, cell: (row) => row.name },
    { id: 'city', header: LABELS.city, sortValue: (row) => row.city, cell: (row) => row.city },
    {
      id: 'phone',
      header: LABELS.phone,
      cell: (row) => <span className="whitespace-nowrap">{row.phone ?? ''}</span>,
    },
    {
      id: 'email',
      header: LABELS.email,
      cell: (row) => <span className="break-all">{row.email ?? ''}</span>,
    },
    {
      id: 'priority',
      header: LABELS.priority,
      sortValue: (row) => row.priority,
      cell: (row) => row.priority,
    },
  ],
  searchText: (row) => `${row.name} ${row.city} ${row.address} ${row.email ?? ''} ${row.phone ?? ''}`,
  rowName: (row) => row.name,
  toFormValues: (row) => ({
    name: row?.name ?? '',
    city: row?.city ?? '',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    mapLink: row?.mapLink ?? '',
    imageUrl: row?.imageUrl ?? null,
    priority: row?.priority ?? 0,
  }),
  Fields: BranchFields,
  dialogSize: 'lg',
};
