import type { Partner } from '@authority/shared/content';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import { safeLink } from '@authority/shared/normalize-content';
import type { z } from 'zod';
import { Thumbnail } from '../../../lib/staff-ui/cells';
import type { ContentAdmin } from '../content-admin';

type Input = z.input<typeof CONTENT_REGISTRY.partners.inputSchema>;
type Output = z.output<typeof CONTENT_REGISTRY.partners.inputSchema>;

function LinkCell({ link }: { link: string | null }) {
  const href = safeLink(link);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-primary-700 underline">
      {href.replace(/^https?:\/\//, '')}
    </a>
  ) : null;
}

/** Partners: the Partnerships carousel. */
export const partnersAdmin = (t: StaffTexts): ContentAdmin<Partner, Input, Output> => ({
  ...CONTENT_REGISTRY.partners,
  columns: [
    { id: 'name', header: t.fields.name, cell: (row) => row.name },
    { id: 'image', header: t.fields.image, cell: (row) => <Thumbnail path={row.imageUrl} /> },
    {
      id: 'link',
      header: t.fields.link,
      sortValue: (row) => row.link ?? '',
      cell: (row) => <LinkCell link={row.link} />,
    },
  ],
  rowName: (row) => row.name,
  toFormValues: (row) => ({
    name: row?.name ?? '',
    link: row?.link ?? '',
    description: row?.description ?? '',
    imageUrl: row?.imageUrl ?? null,
  }),
  fields: [
    { kind: 'text', name: 'name', label: t.fields.name },
    { kind: 'url', name: 'link', label: t.fields.link, hint: t.fields.partnerLinkHint },
    { kind: 'textarea', name: 'description', label: t.fields.description, rows: 4 },
    { kind: 'image', name: 'imageUrl', label: t.fields.image },
  ],
});
