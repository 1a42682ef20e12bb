import { PUBLICATION_PATHS } from '@authority/shared/content-publication';
import type { Translations } from '@authority/shared/content-translations';
import type { ContentKey } from '@authority/shared/content-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';

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

/**
 * GET the resource's staff list (small, every row at once): drafts and scheduled items too, with
 * each row's translations and publication (docs/content-publishing.md).
 */
export function useContentList<Row extends { id: number }>(endpoint: Endpoint<Row>) {
  return useQuery({
    queryKey: contentQueryKey(endpoint.key),
    queryFn: ({ signal }) =>
      requestJson(
        PUBLICATION_PATHS.staffList(endpoint.key),
        { auth: STAFF_AUTH, signal },
        (body): WithTranslations<Row>[] => {
          const rows = z.array(endpoint.rowSchema).parse(body);
          const parts = staffPartsOf.parse(body);
          return rows.map((row, index) => ({
            ...row,
            translations: parts[index]?.translations ?? {},
            isPublished: parts[index]?.isPublished ?? true,
            publishAt: parts[index]?.publishAt ?? null,
          }));
        },
      ),
  });
}

/** POST a new record, or PUT `…/{id}`; the answer is the stored row. The list is read again. */
export function useSaveContent<Row extends { id: number }>(endpoint: Endpoint<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | undefined; values: unknown }) =>
      requestJson(
        id === undefined ? endpoint.writePath : `${endpoint.writePath}/${id}`,
        { method: id === undefined ? 'POST' : 'PUT', body: values, auth: STAFF_AUTH },
        (body) => endpoint.rowSchema.parse(body),
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
