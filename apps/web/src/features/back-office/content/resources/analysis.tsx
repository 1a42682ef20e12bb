import { CONTENT_ADMIN_PATHS, CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import { type Analysis, analysisSchema } from '@authority/shared/content';
import { analysisInputSchema } from '@authority/shared/content-inputs';
import { formatAchievementNumber } from '@authority/shared/format-number';
import type { z } from 'zod';
import { Thumbnail } from '../cells';
import type { ContentAdmin } from '../content-admin';

type Input = z.input<typeof analysisInputSchema>;
type Output = z.output<typeof analysisInputSchema>;

/** Achievements: the counters of Our Achievements, in priority order. */
export const analysisAdmin: ContentAdmin<Analysis, Input, Output> = {
  key: 'analysis',
  listPath: CONTENT_ADMIN_PATHS.analysis.list,
  writePath: CONTENT_ADMIN_PATHS.analysis.write,
  rowSchema: analysisSchema,
  inputSchema: analysisInputSchema,
  columns: [
    { id: 'title', header: LABELS.label, cell: (row) => row.title },
    { id: 'image', header: LABELS.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'number',
      header: LABELS.number,
      sortValue: (row) => row.number,
      cell: (row) => (
        <span>
          {row.number} <span className="text-ink-muted">({formatAchievementNumber(row.number)})</span>
        </span>
      ),
    },
    {
      id: 'priority',
      header: LABELS.priority,
      sortValue: (row) => row.priority,
      cell: (row) => row.priority,
    },
  ],
  searchText: (row) => row.title,
  rowName: (row) => row.title,
  toFormValues: (row) => ({
    title: row?.title ?? '',
    number: row?.number ?? '',
    imageUrl: row?.imageUrl ?? null,
    priority: row?.priority ?? 0,
  }),
  fields: [
    { kind: 'text', name: 'title', label: LABELS.label },
    {
      kind: 'pair',
      fields: [
        { kind: 'number', name: 'number', label: LABELS.number },
        { kind: 'number', name: 'priority', label: LABELS.priority, hint: LABELS.priorityHint },
      ],
    },
    { kind: 'image', name: 'imageUrl', label: LABELS.image },
  ],
};
