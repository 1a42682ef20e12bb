import type { Analysis } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import { formatAchievementNumber } from '@authority/shared/format-number';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { z } from 'zod';
import { Thumbnail } from '../../../lib/staff-ui/cells';
import type { ContentAdmin } from '../content-admin';

type Input = z.input<typeof CONTENT_REGISTRY.achievements.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.achievements.inputSchema>;

/** Achievements: the counters of Our Achievements, in priority order. */
export const achievementsAdmin = (t: StaffTexts): ContentAdmin<Analysis, Input, Output> => ({
  ...CONTENT_REGISTRY.achievements,
  columns: [
    { id: 'title', header: t.fields.label, cell: (row) => row.title },
    { id: 'image', header: t.fields.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'number',
      header: t.fields.number,
      sortValue: (row) => row.number,
      cell: (row) => (
        <span>
          {row.number} <span className="text-ink-muted">({formatAchievementNumber(row.number)})</span>
        </span>
      ),
    },
    {
      id: 'priority',
      header: t.fields.priority,
      sortValue: (row) => row.priority,
      cell: (row) => row.priority,
    },
  ],
  rowName: (row) => row.title,
  toFormValues: (row) => ({
    title: row?.title ?? '',
    number: row?.number ?? '',
    imageUrl: row?.imageUrl ?? null,
    priority: row?.priority ?? 0,
  }),
  fields: [
    { kind: 'text', name: 'title', label: t.fields.label },
    {
      kind: 'pair',
      fields: [
        { kind: 'number', name: 'number', label: t.fields.number },
        { kind: 'number', name: 'priority', label: t.fields.priority, hint: t.fields.priorityHint },
      ],
    },
    { kind: 'image', name: 'imageUrl', label: t.fields.image },
  ],
});
