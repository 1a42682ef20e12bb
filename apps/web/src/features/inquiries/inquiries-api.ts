import type { Department } from '@authority/shared/constants';
import {
  INQUIRIES_PAGE_SIZE,
  INQUIRY_PATHS,
  type InquiryAssignee,
  type InquiryDetail,
  type InquiryOrder,
  type InquiryRow,
  type InquiryStatus,
} from '@authority/shared/inquiries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../lib/http/request';
import { STAFF_AUTH } from '../auth';

export interface InquiryFilters {
  department: Department | '';
  status: InquiryStatus | '';
  /** '', 'mine', 'unassigned' or an account's id. */
  assignee: string;
  order: InquiryOrder;
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

function toDetail(body: unknown): InquiryDetail {
  const detail = body as InquiryDetail;
  if (typeof detail !== 'object' || detail === null || !Array.isArray(detail.entries))
    throw new Error('The inquiry answer is not an inquiry');
  return detail;
}

/** GET /inquiries?department=&status=&assignee=&order=&search=&page= */
export function useInquiries(filters: InquiryFilters) {
  const params = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(INQUIRIES_PAGE_SIZE),
    order: filters.order,
  });
  if (filters.department) params.set('department', filters.department);
  if (filters.status) params.set('status', filters.status);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.search) params.set('search', filters.search);
  return useQuery({
    queryKey: [...INQUIRIES_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      requestJson(`${INQUIRY_PATHS.list}?${params}`, { auth: STAFF_AUTH, signal }, toInquiryPage),
    placeholderData: keepPreviousData,
  });
}

/** GET /inquiries/assignees: who an inquiry may be given to. */
export function useAssignees() {
  return useQuery({
    queryKey: [...INQUIRIES_KEY, 'assignees'],
    queryFn: ({ signal }) =>
      requestJson(INQUIRY_PATHS.assignees, { auth: STAFF_AUTH, signal }, (body) => body as InquiryAssignee[]),
    staleTime: 60_000,
  });
}

/** GET /inquiries/{id}: the inquiry and its thread. */
export function useInquiry(id: number) {
  return useQuery({
    queryKey: [...INQUIRIES_KEY, 'one', id],
    queryFn: ({ signal }) => requestJson(INQUIRY_PATHS.one(id), { auth: STAFF_AUTH, signal }, toDetail),
  });
}

type Action =
  | { kind: 'assign'; assignee: 'me' | number | null }
  | { kind: 'status'; status: InquiryStatus }
  | { kind: 'note'; body: string }
  | { kind: 'reply'; body: string; status: InquiryStatus };

/** Each action on one inquiry answers the inquiry as it is now; the lists are read again. */
export function useInquiryAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => {
      const [path, method, body]: [string, 'PUT' | 'POST', unknown] =
        action.kind === 'assign'
          ? [INQUIRY_PATHS.assignee(id), 'PUT', { assignee: action.assignee }]
          : action.kind === 'status'
            ? [INQUIRY_PATHS.status(id), 'PUT', { status: action.status }]
            : action.kind === 'note'
              ? [INQUIRY_PATHS.notes(id), 'POST', { body: action.body }]
              : [INQUIRY_PATHS.replies(id), 'POST', { body: action.body, status: action.status }];
      return requestJson(path, { method, body, auth: STAFF_AUTH }, toDetail);
    },
    onSuccess: (detail) => {
      queryClient.setQueryData([...INQUIRIES_KEY, 'one', id], detail);
      void queryClient.invalidateQueries({ queryKey: [...INQUIRIES_KEY, 'list'] });
    },
  });
}
