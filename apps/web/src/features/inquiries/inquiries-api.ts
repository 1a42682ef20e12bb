import type { Department } from '@authority/shared/constants';
import { INQUIRIES_PAGE_SIZE, INQUIRY_PATHS, type InquiryRow } from '@authority/shared/inquiries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../lib/http/request';
import { STAFF_AUTH } from '../auth';

export interface InquiryFilters {
  department: Department | '';
  handled: 'true' | 'false' | '';
  search: string;
  page: number;
}

export interface InquiryPage {
  items: InquiryRow[];
  total: number;
  page: number;
  pageSize: number;
}

const INQUIRIES_KEY = ['back-office', 'inquiries'] as const;

function toInquiryPage(body: unknown): InquiryPage {
  const page = body as InquiryPage;
  if (
    typeof page !== 'object' ||
    page === null ||
    !Array.isArray(page.items) ||
    typeof page.total !== 'number'
  )
    throw new Error('The inquiries answer is not a page');
  return page;
}

/** GET /inquiries?department=&handled=&search=&page= (newest first). */
export function useInquiries(filters: InquiryFilters) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(INQUIRIES_PAGE_SIZE) });
  if (filters.department) params.set('department', filters.department);
  if (filters.handled) params.set('handled', filters.handled);
  if (filters.search) params.set('search', filters.search);
  return useQuery({
    queryKey: [...INQUIRIES_KEY, filters],
    queryFn: ({ signal }) =>
      requestJson(`${INQUIRY_PATHS.list}?${params}`, { auth: STAFF_AUTH, signal }, toInquiryPage),
    placeholderData: keepPreviousData,
  });
}

/** PUT /inquiries/{id} { handled }: marks an inquiry handled, or open again. */
export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      requestJson(
        INQUIRY_PATHS.handled(id),
        { method: 'PUT', body: { handled }, auth: STAFF_AUTH },
        () => undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY }),
  });
}
