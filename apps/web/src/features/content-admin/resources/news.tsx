import type { NewsItem } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { z } from 'zod';
import { Thumbnail, YesNo } from '../../../lib/staff-ui/cells';
import { formatDateTime, toDateTimeLocal } from '../../../lib/staff-ui/format';
import type { ContentAdmin } from '../content-admin';
import { reviewDatesFields, reviewDatesFormValues } from './review-dates';

type Input = z.input<typeof CONTENT_REGISTRY.news.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.news.inputSchema>;

/** News items: the home banner (isBanner), the News section (isNews) and their pages. */
export const newsAdmin = (t: StaffTexts): ContentAdmin<NewsItem, Input, Output> => ({
  ...CONTENT_REGISTRY.news,
  columns: [
    { id: 'name', header: t.fields.title, cell: (row) => row.name },
    { id: 'image', header: t.fields.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'createdOn',
      header: t.fields.publishedOn,
      sortValue: (row) => row.createdOn,
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdOn)}</span>,
    },
    {
      id: 'isBanner',
      header: t.fields.bannerColumn,
      sortValue: (row) => Number(row.isBanner),
      cell: (row) => <YesNo value={row.isBanner} />,
    },
    {
      id: 'isNews',
      header: t.fields.newsColumn,
      sortValue: (row) => Number(row.isNews),
      cell: (row) => <YesNo value={row.isNews} />,
    },
  ],
  rowName: (row) => row.name,
  toFormValues: (row) => ({
    name: row?.name ?? '',
    description: row?.description ?? '',
    imageUrl: row?.imageUrl ?? null,
    link: row?.link ?? '',
    createdOn: toDateTimeLocal(row?.createdOn ?? new Date()),
    isBanner: row?.isBanner ?? false,
    isNews: row?.isNews ?? true,
    ...reviewDatesFormValues(row),
  }),
  fields: [
    { kind: 'text', name: 'name', label: t.fields.title },
    { kind: 'textarea', name: 'description', label: t.fields.description, rows: 6 },
    { kind: 'image', name: 'imageUrl', label: t.fields.image },
    { kind: 'url', name: 'link', label: t.fields.link, hint: t.fields.newsLinkHint },
    { kind: 'datetime', name: 'createdOn', label: t.fields.publishedOn, hint: t.fields.publishedOnHint },
    {
      kind: 'pair',
      fields: [
        { kind: 'switch', name: 'isBanner', label: t.fields.isBanner },
        { kind: 'switch', name: 'isNews', label: t.fields.isNews },
      ],
    },
    ...reviewDatesFields(t),
  ],
  dialogSize: 'lg',
});
