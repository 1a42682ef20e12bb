import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type Comment, commentSchema } from '@authority/shared/content';
import { commentInputSchema } from '@authority/shared/content-inputs';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../auth';
import { Thumbnail } from '../cells';
import type { ContentAdmin, FieldsProps } from '../content-admin';
import { ImageController, RichTextController } from '../form-controllers';
import { htmlSearchText } from './shared';

type Input = z.input<typeof commentInputSchema>;
type Output = z.output<typeof commentInputSchema>;

function CommentFields({ form, setUploading }: FieldsProps<Input, Output>) {
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
    </>
  );
}

/** Comments: the About section's carousel of quotes. */
export const commentsAdmin: ContentAdmin<Comment, Input, Output> = {
  key: 'comment',
  listPath: CONTENT_ADMIN_PATHS.comment.list,
  writePath: CONTENT_ADMIN_PATHS.comment.write,
  rowSchema: commentSchema,
  inputSchema: commentInputSchema,
  columns: [
    { id: 'name', header: LABELS.name, cell: (row) => row.name },
    { id: 'image', header: LABELS.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'description',
      header: LABELS.description,
      className: 'max-w-md',
      cell: (row) => <span className="line-clamp-2 text-ink-muted">{htmlSearchText(row.description)}</span>,
    },
  ],
  searchText: (row) => `${row.name} ${htmlSearchText(row.description)}`,
  rowName: (row) => row.name,
  toFormValues: (row) => ({
    name: row?.name ?? '',
    description: row?.description ?? '',
    imageUrl: row?.imageUrl ?? null,
  }),
  Fields: CommentFields,
  dialogSize: 'lg',
};
