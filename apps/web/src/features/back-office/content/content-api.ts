import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCall, adminRead } from '../api/admin-request';

/** Where a content resource is read and written (a ContentAdmin is one). */
interface Endpoint<Row> {
  key: string;
  readPath: string;
  writePath: string;
  rowSchema: z.ZodType<Row>;
}

export const contentQueryKey = (key: string) => ['back-office', 'content', key] as const;

/** GET the resource's list (the public read: small, every row at once). */
export function useContentList<Row extends { id: number }>(endpoint: Endpoint<Row>) {
  return useQuery({
    queryKey: contentQueryKey(endpoint.key),
    queryFn: ({ signal }) =>
      adminRead(endpoint.readPath, (body) => z.array(endpoint.rowSchema).parse(body), signal),
  });
}

/** POST a new record, or PUT `…/{id}`; the answer is the stored row. The list is read again. */
export function useSaveContent<Row extends { id: number }>(endpoint: Endpoint<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | undefined; values: unknown }) =>
      adminCall(
        id === undefined ? endpoint.writePath : `${endpoint.writePath}/${id}`,
        { method: id === undefined ? 'POST' : 'PUT', body: values },
        (body) => endpoint.rowSchema.parse(body),
      ),
    onSuccess: (outcome) => {
      if (outcome.ok) return queryClient.invalidateQueries({ queryKey: contentQueryKey(endpoint.key) });
    },
  });
}

/** DELETE `…/{id}`. */
export function useDeleteContent<Row extends { id: number }>(endpoint: Endpoint<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminCall(`${endpoint.writePath}/${id}`, { method: 'DELETE' }, () => undefined),
    onSuccess: (outcome) => {
      if (outcome.ok) return queryClient.invalidateQueries({ queryKey: contentQueryKey(endpoint.key) });
    },
  });
}
