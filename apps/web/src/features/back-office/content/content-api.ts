import { type Translations, WITH_TRANSLATIONS_PARAM } from '@authority/shared/content-translations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';

/** Where a content resource is read and written (a ContentAdmin is one). */
interface Endpoint<Row> {
  key: string;
  readPath: string;
  writePath: string;
  rowSchema: z.ZodType<Row>;
}

/** A row as the dashboard holds it: SPEC's fields and every other language's values. */
export type WithTranslations<Row> = Row & { translations: Translations };

const translationsOf = z.array(
  z.object({ translations: z.record(z.string(), z.record(z.string(), z.string())).default({}) }),
);

export const contentQueryKey = (key: string) => ['back-office', 'content', key] as const;

/**
 * GET the resource's list (the public read: small, every row at once), with each row's
 * translations (`?translations`, docs/content-languages.md).
 */
export function useContentList<Row extends { id: number }>(endpoint: Endpoint<Row>) {
  return useQuery({
    queryKey: contentQueryKey(endpoint.key),
    queryFn: ({ signal }) =>
      requestJson(
        `${endpoint.readPath}?${WITH_TRANSLATIONS_PARAM}`,
        { auth: STAFF_AUTH, signal },
        (body): WithTranslations<Row>[] => {
          const rows = z.array(endpoint.rowSchema).parse(body);
          const translations = translationsOf.parse(body);
          return rows.map((row, index) => ({
            ...row,
            translations: translations[index]?.translations ?? {},
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
