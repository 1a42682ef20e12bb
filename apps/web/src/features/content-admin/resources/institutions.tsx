import type { Organization } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { z } from 'zod';
import { Thumbnail } from '../../../lib/staff-ui/cells';
import type { ContentAdmin } from '../content-admin';
import { reviewDatesFields, reviewDatesFormValues } from './review-dates';

type Input = z.input<typeof CONTENT_REGISTRY.institutions.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.institutions.inputSchema>;

/** Institutions: the Our Institutions accordion, in priority order. */
export const institutionsAdmin = (t: StaffTexts): ContentAdmin<Organization, Input, Output> => ({
  ...CONTENT_REGISTRY.institutions,
  columns: [
    { id: 'name', header: t.fields.name, cell: (row) => row.name },
    { id: 'image', header: t.fields.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'priority',
      header: t.fields.priority,
      sortValue: (row) => row.priority,
      cell: (row) => row.priority,
    },
  ],
  rowName: (row) => row.name,
  toFormValues: (row) => ({
    name: row?.name ?? '',
    description: row?.description ?? '',
    imageUrl: row?.imageUrl ?? null,
    priority: row?.priority ?? 0,
    ...reviewDatesFormValues(row),
  }),
  fields: [
    { kind: 'text', name: 'name', label: t.fields.name },
    { kind: 'richText', name: 'description', label: t.fields.description },
    { kind: 'image', name: 'imageUrl', label: t.fields.image },
    { kind: 'number', name: 'priority', label: t.fields.priority, hint: t.fields.priorityHint, narrow: true },
    ...reviewDatesFields(t),
  ],
  dialogSize: 'lg',
});
