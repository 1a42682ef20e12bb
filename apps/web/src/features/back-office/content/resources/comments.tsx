import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type Comment, commentSchema } from '@authority/shared/content';
import { commentInputSchema } from '@authority/shared/content-inputs';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../auth';
import { ImageField } from '../../media/image-field';
import { RichTextField } from '../../rich-text/rich-text-field';
import { Thumbnail } from '../cells';
import type { ContentAdmin, FieldsProps } from '../content-admin';
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
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextField
            label={LABELS.description}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageField
            label={LABELS.image}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            onUploadingChange={setUploading}
          />
        )}
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
