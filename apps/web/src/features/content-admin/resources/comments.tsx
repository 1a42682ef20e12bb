import type { Comment } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { z } from 'zod';
import { Thumbnail } from '../../../lib/staff-ui/cells';
import type { ContentAdmin } from '../content-admin';
import { htmlSearchText } from './shared';

type Input = z.input<typeof CONTENT_REGISTRY.comments.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.comments.inputSchema>;

/** Comments: the About section's carousel of quotes. */
export const commentsAdmin = (t: StaffTexts): ContentAdmin<Comment, Input, Output> => ({
  ...CONTENT_REGISTRY.comments,
  columns: [
    { id: 'name', header: t.fields.name, cell: (row) => row.name },
    { id: 'image', header: t.fields.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'description',
      header: t.fields.description,
      className: 'max-w-md',
      cell: (row) => <span className="line-clamp-2 text-ink-muted">{htmlSearchText(row.description)}</span>,
    },
  ],
  rowName: (row) => row.name,
  toFormValues: (row) => ({
    name: row?.name ?? '',
    description: row?.description ?? '',
    imageUrl: row?.imageUrl ?? null,
  }),
  fields: [
    { kind: 'text', name: 'name', label: t.fields.name },
    { kind: 'richText', name: 'description', label: t.fields.description },
    { kind: 'image', name: 'imageUrl', label: t.fields.image },
  ],
  dialogSize: 'lg',
});
