import type { Event, EventCapacities } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { z } from 'zod';
import { Chip, Thumbnail } from '../../../lib/staff-ui/cells';
import { formatDay } from '../../../lib/staff-ui/format';
import { EventPlacesCell } from '../../submissions';
import type { ContentAdmin } from '../content-admin';

type Input = z.input<typeof CONTENT_REGISTRY.events.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.events.inputSchema>;

/** An event as the staff read gives it: with its capacities (decision 018). */
type StaffEvent = Event & Partial<EventCapacities>;

const statusChip = (row: StaffEvent, t: StaffTexts) => (
  <Chip on={row.isActive}>{row.isActive ? t.fields.activeStatus : t.fields.inactiveStatus}</Chip>
);

/** Events: their details page, whether their forms take registrations, and their submissions. */
export const eventsAdmin = (t: StaffTexts): ContentAdmin<StaffEvent, Input, Output> => ({
  ...CONTENT_REGISTRY.events,
  columns: [
    { id: 'eventName', header: t.fields.eventName, cell: (row) => row.eventName },
    { id: 'image', header: t.fields.image, cell: (row) => <Thumbnail path={row.imagePath} /> },
    {
      id: 'date',
      header: t.fields.date,
      sortValue: (row) => row.date,
      cell: (row) => <span className="whitespace-nowrap">{formatDay(row.date)}</span>,
    },
    { id: 'time', header: t.fields.time, cell: (row) => row.time ?? '' },
    {
      id: 'location',
      header: t.fields.location,
      sortValue: (row) => row.location ?? '',
      cell: (row) => row.location ?? '',
    },
    {
      id: 'status',
      header: t.fields.statusColumn,
      sortValue: (row) => Number(row.isActive),
      cell: (row) => statusChip(row, t),
    },
    // Booked / capacity / waiting / checked in (decisions 018 and 038).
    { id: 'places', header: t.capacity.placesColumn, cell: (row) => <EventPlacesCell eventId={row.id} /> },
  ],
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
    standCapacity: row?.standCapacity ?? null,
    sponsorCapacity: row?.sponsorCapacity ?? null,
  }),
  fields: [
    { kind: 'text', name: 'eventName', label: t.fields.eventName },
    { kind: 'switch', name: 'isActive', label: t.fields.isActive },
    {
      kind: 'pair',
      fields: [
        { kind: 'date', name: 'date', label: t.fields.date },
        { kind: 'text', name: 'time', label: t.fields.time, hint: t.fields.timeHint },
      ],
    },
    { kind: 'text', name: 'location', label: t.fields.location },
    {
      kind: 'pair',
      fields: [
        {
          kind: 'number',
          name: 'standCapacity',
          label: t.fields.standCapacity,
          hint: t.fields.capacityHint,
          emptyIsNull: true,
        },
        {
          kind: 'number',
          name: 'sponsorCapacity',
          label: t.fields.sponsorCapacity,
          hint: t.fields.capacityHint,
          emptyIsNull: true,
        },
      ],
    },
    { kind: 'textarea', name: 'description', label: t.fields.description, rows: 6 },
    { kind: 'image', name: 'imagePath', label: t.fields.image },
    { kind: 'url', name: 'formLink', label: t.fields.formLink, hint: t.fields.formLinkHint },
  ],
  dialogSize: 'lg',
});
