import { CONTENT_FIELD_LABELS as LABELS } from '@authority/shared/back-office-texts';
import type { NewsItem } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { z } from 'zod';
import { formatDateTime, toDateTimeLocal } from '../../ui/format';
import { Thumbnail, YesNo } from '../cells';
import type { ContentAdmin } from '../content-admin';

type Input = z.input<typeof CONTENT_REGISTRY.news.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.news.inputSchema>;

/** News items: the home banner (isBanner), the News section (isNews) and their pages. */
export const newsAdmin: ContentAdmin<NewsItem, Input, Output> = {
  ...CONTENT_REGISTRY.news,
  columns: [
    { id: 'name', header: LABELS.title, cell: (row) => row.name },
    { id: 'image', header: LABELS.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'createdOn',
      header: LABELS.publishedOn,
      sortValue: (row) => row.createdOn,
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdOn)}</span>,
    },
    {
      id: 'isBanner',
      header: LABELS.bannerColumn,
      sortValue: (row) => Number(row.isBanner),
      cell: (row) => <YesNo value={row.isBanner} />,
    },
    {
      id: 'isNews',
      header: LABELS.newsColumn,
      sortValue: (row) => Number(row.isNews),
      cell: (row) => <YesNo value={row.isNews} />,
    },
  ],
  searchText: (row) => `${row.name} ${row.description}`,
  rowName: (row) => row.name,
  toFormValues: (row) => ({
    name: row?.name ?? '',
    description: row?.description ?? '',
    imageUrl: row?.imageUrl ?? null,
    link: row?.link ?? '',
    createdOn: toDateTimeLocal(row?.createdOn ?? new Date()),
    isBanner: row?.isBanner ?? false,
    isNews: row?.isNews ?? true,
  }),
  fields: [
    { kind: 'text', name: 'name', label: LABELS.title },
    { kind: 'textarea', name: 'description', label: LABELS.description, rows: 6 },
    { kind: 'image', name: 'imageUrl', label: LABELS.image },
    { kind: 'url', name: 'link', label: LABELS.link, hint: LABELS.newsLinkHint },
    { kind: 'datetime', name: 'createdOn', label: LABELS.publishedOn, hint: LABELS.publishedOnHint },
    {
      kind: 'pair',
      fields: [
        { kind: 'switch', name: 'isBanner', label: LABELS.isBanner },
        { kind: 'switch', name: 'isNews', label: LABELS.isNews },
      ],
    },
  ],
  dialogSize: 'lg',
};
