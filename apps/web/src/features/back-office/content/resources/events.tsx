import { CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import type { Event } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { z } from 'zod';
import { formatDay } from '../../ui/format';
import { Chip, Thumbnail } from '../cells';
import type { ContentAdmin } from '../content-admin';

type Input = z.input<typeof CONTENT_REGISTRY.events.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.events.inputSchema>;

const statusChip = (row: Event) => (
  <Chip on={row.isActive}>{row.isActive ? LABELS.activeStatus : LABELS.inactiveStatus}</Chip>
);

/** Events: their details page, whether their forms take registrations, and their submissions. */
export const eventsAdmin: ContentAdmin<Event, Input, Output> = {
  ...CONTENT_REGISTRY.events,
  columns: [
    { id: 'eventName', header: LABELS.eventName, cell: (row) => row.eventName },
    { id: 'image', header: LABELS.image, cell: (row) => <Thumbnail path={row.imagePath} /> },
    {
      id: 'date',
      header: LABELS.date,
      sortValue: (row) => row.date,
      cell: (row) => <span className="whitespace-nowrap">{formatDay(row.date)}</span>,
    },
    { id: 'time', header: LABELS.time, cell: (row) => row.time ?? '' },
    {
      id: 'location',
      header: LABELS.location,
      sortValue: (row) => row.location ?? '',
      cell: (row) => row.location ?? '',
    },
    { id: 'status', header: LABELS.statusColumn, sortValue: (row) => Number(row.isActive), cell: statusChip },
  ],
  searchText: (row) => `${row.eventName} ${row.location ?? ''} ${row.description ?? ''}`,
  rowName: (row) => row.eventName,
  toFormValues: (row) => ({
    eventName: row?.eventName ?? '',
    isActive: row?.isActive ?? true,
    date: row?.date ?? '',
    time: row?.time ?? '',
    location: row?.location ?? '',
    description: row?.description ?? '',
    imagePath: row?.imagePath ?? null,
    formLink: row?.formLink ?? '',
  }),
  fields: [
    { kind: 'text', name: 'eventName', label: LABELS.eventName },
    { kind: 'switch', name: 'isActive', label: LABELS.isActive },
    {
      kind: 'pair',
      fields: [
        { kind: 'date', name: 'date', label: LABELS.date },
        { kind: 'text', name: 'time', label: LABELS.time, hint: LABELS.timeHint },
      ],
    },
    { kind: 'text', name: 'location', label: LABELS.location },
    { kind: 'textarea', name: 'description', label: LABELS.description, rows: 6 },
    { kind: 'image', name: 'imagePath', label: LABELS.image },
    { kind: 'url', name: 'formLink', label: LABELS.formLink, hint: LABELS.formLinkHint },
  ],
  dialogSize: 'lg',
};
