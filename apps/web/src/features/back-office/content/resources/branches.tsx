import { CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import type { Branch } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { z } from 'zod';
import type { ContentAdmin } from '../content-admin';

type Input = z.input<typeof CONTENT_REGISTRY.branches.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.branches.inputSchema>;

/** Branches: the authority's sites, with their contact details. */
export const branchesAdmin: ContentAdmin<Branch, Input, Output> = {
  ...CONTENT_REGISTRY.branches,
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
  fields: [
    { kind: 'text', name: 'name', label: LABELS.name },
    {
      kind: 'pair',
      fields: [
        { kind: 'text', name: 'city', label: LABELS.city },
        { kind: 'number', name: 'priority', label: LABELS.priority, hint: LABELS.priorityHint },
      ],
    },
    { kind: 'text', name: 'address', label: LABELS.address },
    {
      kind: 'pair',
      fields: [
        { kind: 'tel', name: 'phone', label: LABELS.phone },
        { kind: 'email', name: 'email', label: LABELS.email },
      ],
    },
    { kind: 'url', name: 'mapLink', label: LABELS.mapLink },
    { kind: 'image', name: 'imageUrl', label: LABELS.image },
  ],
  dialogSize: 'lg',
};
