import { API } from '@authority/shared/routes';
import {
  SUBMISSION_PATHS,
  SUBMISSIONS_PAGE_SIZE,
  type SubmissionKind,
  type SubmissionPage,
} from '@authority/shared/submissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ORIGIN } from '../../../../lib/http/api-client';
import { StaffApiError, staffRequest } from '../../../auth';
import { problemFrom } from '../../api/admin-request';
import { fileNameOf, saveFile } from '../../ui/save-file';

/**
 * Who reads an event's submissions: signed-in staff (their token), or the holder of the event's
 * share link (its key, sent instead of a token: DESIGN.md 'Accounts and security').
 */
export type SubmissionAccess = { kind: 'staff' } | { kind: 'key'; key: string };

export interface SubmissionQuery {
  search: string;
  page: number;
}

function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** GET under the public base as `access` allows: the token, or `?key=` and no token at all. */
async function readAs(
  access: SubmissionAccess,
  path: string,
  params: Record<string, string>,
  signal?: AbortSignal,
) {
  if (access.kind === 'staff') return staffRequest(withQuery(path, params), { base: 'public', signal });
  return fetch(`${API_ORIGIN}${API.publicBase}${withQuery(path, { ...params, key: access.key })}`, {
    headers: { accept: 'application/json, text/csv' },
    signal,
  });
}

async function failure(response: Response): Promise<StaffApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return new StaffApiError(response.status, problemFrom(response.status, body).message);
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
  let response: Response;
  try {
    response = await readAs(
      access,
      SUBMISSION_PATHS.list(eventId, kind),
      { search: query.search, page: String(query.page), pageSize: String(SUBMISSIONS_PAGE_SIZE) },
      signal,
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StaffApiError(0, problemFrom(0, undefined).message);
  }
  if (!response.ok) throw await failure(response);
  return toSubmissionPage(await response.json());
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
): Promise<{ ok: true } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await readAs(access, SUBMISSION_PATHS.csv(eventId, kind), {});
  } catch {
    return { ok: false, message: problemFrom(0, undefined).message };
  }
  if (!response.ok) return { ok: false, message: (await failure(response)).message };
  saveFile(await response.blob(), fileNameOf(response, `event-${eventId}-${kind}.csv`));
  return { ok: true };
}
