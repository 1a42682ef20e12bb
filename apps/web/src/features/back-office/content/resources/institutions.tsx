import { CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import type { Organization } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { z } from 'zod';
import { Thumbnail } from '../cells';
import type { ContentAdmin } from '../content-admin';
import { htmlSearchText } from './shared';

type Input = z.input<typeof CONTENT_REGISTRY.institutions.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.institutions.inputSchema>;

/** Institutions: the Our Institutions accordion, in priority order. */
export const institutionsAdmin: ContentAdmin<Organization, Input, Output> = {
  ...CONTENT_REGISTRY.institutions,
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
