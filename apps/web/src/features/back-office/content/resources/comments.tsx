import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type Comment, commentSchema } from '@authority/shared/content';
import { commentInputSchema } from '@authority/shared/content-inputs';
import type { z } from 'zod';
import { Thumbnail } from '../cells';
import type { ContentAdmin } from '../content-admin';
import { htmlSearchText } from './shared';

type Input = z.input<typeof commentInputSchema>;
type Output = z.output<typeof commentInputSchema>;

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
  fields: [
    { kind: 'text', name: 'name', label: LABELS.name },
    { kind: 'richText', name: 'description', label: LABELS.description },
    { kind: 'image', name: 'imageUrl', label: LABELS.image },
  ],
  dialogSize: 'lg',
};
