import type { Branch } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { z } from 'zod';
import type { ContentAdmin } from '../content-admin';

type Input = z.input<typeof CONTENT_REGISTRY.branches.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.branches.inputSchema>;

/** Branches: the authority's sites, with their contact details. */
export const branchesAdmin = (t: StaffTexts): ContentAdmin<Branch, Input, Output> => ({
  ...CONTENT_REGISTRY.branches,
  columns: [
    { id: 'name', header: t.fields.name, cell: (row) => row.name },
    { id: 'city', header: t.fields.city, sortValue: (row) => row.city, cell: (row) => row.city },
    {
      id: 'phone',
      header: t.fields.phone,
      cell: (row) => <span className="whitespace-nowrap">{row.phone ?? ''}</span>,
    },
    {
      id: 'email',
      header: t.fields.email,
      cell: (row) => <span className="break-all">{row.email ?? ''}</span>,
    },
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
    city: row?.city ?? '',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    mapLink: row?.mapLink ?? '',
    imageUrl: row?.imageUrl ?? null,
    priority: row?.priority ?? 0,
  }),
  fields: [
    { kind: 'text', name: 'name', label: t.fields.name },
    {
      kind: 'pair',
      fields: [
        { kind: 'text', name: 'city', label: t.fields.city },
        { kind: 'number', name: 'priority', label: t.fields.priority, hint: t.fields.priorityHint },
      ],
    },
    { kind: 'text', name: 'address', label: t.fields.address },
    {
      kind: 'pair',
      fields: [
        { kind: 'tel', name: 'phone', label: t.fields.phone },
        { kind: 'email', name: 'email', label: t.fields.email },
      ],
    },
    { kind: 'url', name: 'mapLink', label: t.fields.mapLink },
    { kind: 'image', name: 'imageUrl', label: t.fields.image },
  ],
  dialogSize: 'lg',
});
