import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type Organization, organizationSchema } from '@authority/shared/content';
import { organizationInputSchema } from '@authority/shared/content-inputs';
import type { z } from 'zod';
import { Thumbnail } from '../cells';
import type { ContentAdmin } from '../content-admin';
import { htmlSearchText } from './shared';

type Input = z.input<typeof organizationInputSchema>;
type Output = z.output<typeof organizationInputSchema>;

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
  fields: [
    { kind: 'text', name: 'name', label: LABELS.name },
    { kind: 'richText', name: 'description', label: LABELS.description },
    { kind: 'image', name: 'imageUrl', label: LABELS.image },
    { kind: 'number', name: 'priority', label: LABELS.priority, hint: LABELS.priorityHint, narrow: true },
  ],
  dialogSize: 'lg',
};
