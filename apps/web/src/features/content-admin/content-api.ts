import { PUBLICATION_PATHS } from '@authority/shared/content-publication';
import type { ContentShowFilter } from '@authority/shared/content-registry';
import type { Translations } from '@authority/shared/content-translations';
import type { ContentKey } from '@authority/shared/content-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '../../lib/http/request';
import { STAFF_AUTH } from '../auth';

/** Where a content resource is read and written (a ContentAdmin is one). */
interface Endpoint<Row> {
  key: ContentKey;
  readPath: string;
  writePath: string;
  rowSchema: z.ZodType<Row>;
}

/**
 * A row as the dashboard holds it: SPEC's fields, every other language's values, and whether and
 * when visitors see it (docs/content-publishing.md).
 */
export type WithTranslations<Row> = Row & {
  translations: Translations;
  isPublished: boolean;
  publishAt: string | null;
};

const staffPartsOf = z.array(
  z.object({
    translations: z.record(z.string(), z.record(z.string(), z.string())).default({}),
    isPublished: z.boolean().default(true),
    publishAt: z.string().nullable().default(null),
  }),
);

export const contentQueryKey = (key: string) => ['back-office', 'content', key] as const;

/** What the list asks the server for (decision 019): the URL of the screen keeps the same. */
export interface ContentListParams {
  page: number;
  pageSize?: number;
  /** A field of the type's `sortable` (or `publication`); none: the type's usual order. */
  sort?: string | undefined;
  direction: 'asc' | 'desc';
  q: string;
  show: ContentShowFilter;
  untranslated?: string | undefined;
}

/** One page of the list, as the server answers it. */
export interface ContentPage<Row> {
  items: WithTranslations<Row>[];
  total: number;
  page: number;
  pageSize: number;
}

const pageOf = z.object({
  items: z.array(z.unknown()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

function queryString(params: ContentListParams): string {
  const query = new URLSearchParams({ page: String(params.page), direction: params.direction });
  if (params.pageSize) query.set('pageSize', String(params.pageSize));
  if (params.sort) query.set('sort', params.sort);
  if (params.q) query.set('q', params.q);
  if (params.show !== 'all') query.set('show', params.show);
  if (params.untranslated) query.set('untranslated', params.untranslated);
  return query.toString();
}

/**
 * GET one page of the resource's staff list, paged, sorted and searched by the server: drafts and
 * scheduled items too, with each row's translations and publication (docs/content-publishing.md).
 * The page on screen stays while the next one loads, so the table does not jump.
 */
export function useContentList<Row extends { id: number }>(
  endpoint: Endpoint<Row>,
  params: ContentListParams,
) {
  return useQuery({
    queryKey: [...contentQueryKey(endpoint.key), params],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      requestJson(
        `${PUBLICATION_PATHS.staffList(endpoint.key)}?${queryString(params)}`,
        { auth: STAFF_AUTH, signal },
        (body): ContentPage<Row> => {
          const page = pageOf.parse(body);
          const rows = z.array(endpoint.rowSchema).parse(page.items);
          const parts = staffPartsOf.parse(page.items);
          return {
            ...page,
            items: rows.map((row, index) => ({
              ...row,
              translations: parts[index]?.translations ?? {},
              isPublished: parts[index]?.isPublished ?? true,
              publishAt: parts[index]?.publishAt ?? null,
            })),
          };
        },
      ),
  });
}

/** POST a new record, or PUT `…/{id}`; the answer is the stored row (and whether it waits as pending). The list is read again. */
export function useSaveContent<Row extends { id: number }>(endpoint: Endpoint<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | undefined; values: unknown }) =>
      requestJson(
        id === undefined ? endpoint.writePath : `${endpoint.writePath}/${id}`,
        { method: id === undefined ? 'POST' : 'PUT', body: values, auth: STAFF_AUTH },
        // An Editor's change of a published item is kept as pending (docs/content-review.md).
        (body) => ({
          row: endpoint.rowSchema.parse(body),
          pending: typeof body === 'object' && body !== null && 'pending' in body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey(endpoint.key) }),
  });
}

/** DELETE `…/{id}`. */
export function useDeleteContent<Row extends { id: number }>(endpoint: Endpoint<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      requestJson(`${endpoint.writePath}/${id}`, { method: 'DELETE', auth: STAFF_AUTH }, () => undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey(endpoint.key) }),
  });
}
