import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type NewsItem, newsItemSchema } from '@authority/shared/content';
import { newsInputSchema } from '@authority/shared/content-inputs';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../auth';
import { SwitchField, TextAreaField } from '../../ui/fields';
import { formatDateTime, toDateTimeLocal } from '../../ui/format';
import { Thumbnail, yesNo } from '../cells';
import type { ContentAdmin, FieldsProps } from '../content-admin';
import { ImageController } from '../form-controllers';

type Input = z.input<typeof newsInputSchema>;
type Output = z.output<typeof newsInputSchema>;

function NewsFields({ form, setUploading }: FieldsProps<Input, Output>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label={LABELS.title} error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label={LABELS.description}
        rows={6}
        error={errors.description?.message}
        {...register('description')}
      />
      <ImageController
        control={control}
        name="imageUrl"
        label={LABELS.image}
        onUploadingChange={setUploading}
      />
      <TextField
        label={LABELS.link}
        hint={LABELS.newsLinkHint}
        type="url"
        inputMode="url"
        spellCheck={false}
        error={errors.link?.message}
        {...register('link')}
      />
      <TextField
        label={LABELS.publishedOn}
        hint={LABELS.publishedOnHint}
        type="datetime-local"
        error={errors.createdOn?.message}
        {...register('createdOn')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SwitchField label={LABELS.isBanner} error={errors.isBanner?.message} {...register('isBanner')} />
        <SwitchField label={LABELS.isNews} error={errors.isNews?.message} {...register('isNews')} />
      </div>
    </>
  );
}

/** News items: the home banner (isBanner), the News section (isNews) and their pages. */
export const newsAdmin: ContentAdmin<NewsItem, Input, Output> = {
  key: 'news',
  listPath: CONTENT_ADMIN_PATHS.news.list,
  writePath: CONTENT_ADMIN_PATHS.news.write,
  rowSchema: newsItemSchema,
  inputSchema: newsInputSchema,
  columns: [
    { id: 'name', header: LABELS.title, cell: (row) => row.name },
    { id: 'image', header: LABELS.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'createdOn',
      header: LABELS.publishedOn,
      sortValue: (row) => row.createdOn,
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdOn)}</span>,
    },
    {
      id: 'isBanner',
      header: LABELS.bannerColumn,
      sortValue: (row) => Number(row.isBanner),
      cell: (row) => yesNo(row.isBanner),
    },
    {
      id: 'isNews',
      header: LABELS.newsColumn,
      sortValue: (row) => Number(row.isNews),
      cell: (row) => yesNo(row.isNews),
    },
  ],
  searchText: (row) => `${row.name} ${row.description}`,
  rowName: (row) => row.name,
  toFormValues: (row) => ({
    name: row?.name ?? '',
    description: row?.description ?? '',
    imageUrl: row?.imageUrl ?? null,
    link: row?.link ?? '',
    createdOn: toDateTimeLocal(row?.createdOn ?? new Date()),
    isBanner: row?.isBanner ?? false,
    isNews: row?.isNews ?? true,
  }),
  Fields: NewsFields,
  dialogSize: 'lg',
};
