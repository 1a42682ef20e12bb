import {
  SHARE_KEY_HEADER,
  SUBMISSION_PATHS,
  SUBMISSIONS_PAGE_SIZE,
  type SubmissionKind,
  type SubmissionPage,
  type SubmissionSortField,
} from '@authority/shared/submissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RequestOptions, requestJson } from '../../../lib/http/request';
import { fileNameOf, saveFile } from '../../../lib/staff-ui/save-file';
import { STAFF_AUTH } from '../../auth';

/**
 * Who reads an event's submissions: signed-in staff (their token), or the holder of the event's
 * share link (its key, sent instead of a token: docs/DESIGN.md 'Accounts and security').
 */
export type SubmissionAccess = { kind: 'staff' } | { kind: 'key'; key: string };

export interface SubmissionQuery {
  search: string;
  page: number;
  sort: SubmissionSortField;
  direction: 'asc' | 'desc';
}

function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * GET as `access` allows: with the staff token, or with the key in a header and no token at all.
 * The key never goes in the URL, where logs and proxies would keep it (decision 008).
 */
function readAs(
  access: SubmissionAccess,
  path: string,
  params: Record<string, string>,
): { path: string; options: RequestOptions } {
  return access.kind === 'staff'
    ? { path: withQuery(path, params), options: { auth: STAFF_AUTH } }
    : { path: withQuery(path, params), options: { headers: { [SHARE_KEY_HEADER]: access.key } } };
}

function toSubmissionPage(body: unknown): SubmissionPage {
  const page = body as SubmissionPage;
  if (
    typeof page !== 'object' ||
    page === null ||
    !Array.isArray(page.items) ||
    typeof page.total !== 'number'
  )
    throw new Error('The submissions answer is not a page');
  return page;
}

/** GET /events/{id}/registrations|sponsors?search=&page=&pageSize= */
export async function getSubmissionPage(
  eventId: string,
  kind: SubmissionKind,
  query: SubmissionQuery,
  access: SubmissionAccess,
  signal?: AbortSignal,
): Promise<SubmissionPage> {
  const read = readAs(access, SUBMISSION_PATHS.list(eventId, kind), {
    search: query.search,
    page: String(query.page),
    pageSize: String(SUBMISSIONS_PAGE_SIZE),
    sort: query.sort,
    direction: query.direction,
  });
  return requestJson(read.path, { ...read.options, signal }, toSubmissionPage);
}

export function useSubmissionPage(
  eventId: string,
  kind: SubmissionKind,
  query: SubmissionQuery,
  access: SubmissionAccess,
) {
  return useQuery({
    queryKey: [
      'back-office',
      'submissions',
      eventId,
      kind,
      query.search,
      query.page,
      query.sort,
      query.direction,
      access.kind === 'key' ? access.key : 'staff',
    ],
    queryFn: ({ signal }) => getSubmissionPage(eventId, kind, query, access, signal),
    // The table stays while the next page or search is read.
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /events/{id}/{kind}.csv and hands it to the browser as a download. A link cannot carry the
 * staff token, so the file is read first and saved from memory.
 */
export async function downloadSubmissionsCsv(
  eventId: string,
  kind: SubmissionKind,
  access: SubmissionAccess,
): Promise<void> {
  const read = readAs(access, SUBMISSION_PATHS.csv(eventId, kind), {});
  await requestJson(read.path, { ...read.options, download: true }, (file, answer) =>
    saveFile(file as Blob, fileNameOf(answer, `event-${eventId}-${kind}.csv`)),
  );
}
