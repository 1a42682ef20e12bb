import {
  AUDIT_PAGE_SIZE,
  type AuditPerson,
  type AuditSubject,
  PRIVACY_PATHS,
} from '@authority/shared/privacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../lib/http/request';
import { STAFF_AUTH } from '../auth';
import { dayBoundary } from './day-bounds';

/** One audit log entry, as GET /audit-log gives it. */
export interface AuditEntry {
  id: number;
  at: string;
  actorUserId: number | null;
  /** Null for what the server did by itself (the retention rule). */
  actorEmail: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
  /** The person's name, while their account exists. */
  actorName?: string | null;
  /** The content item it is about, by name, and whether it still exists. */
  subject?: AuditSubject | null;
}

export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the screen's filters hold: an action and a person from drop-downs, and days (`YYYY-MM-DD`). */
export interface AuditLogFilters {
  action: string;
  actor: string;
  fromDay: string;
  toDay: string;
  page: number;
}

export const AUDIT_LOG_KEY = ['back-office', 'audit-log'] as const;

/**
 * The query of GET /audit-log: empty filters are left out; days become the first and last moment
 * of the day in the reader's time zone, with its offset (the server compares instants).
 */
export function auditLogQuery(filters: AuditLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const action = filters.action.trim();
  const actor = filters.actor.trim();
  const from = dayBoundary(filters.fromDay, 'start');
  const to = dayBoundary(filters.toDay, 'end');
  if (action) params.set('action', action);
  if (actor) params.set('actor', actor);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  params.set('page', String(filters.page));
  params.set('pageSize', String(AUDIT_PAGE_SIZE));
  return params;
}

function toAuditLogPage(body: unknown): AuditLogPage {
  const page = body as AuditLogPage;
  if (
    typeof page !== 'object' ||
    page === null ||
    !Array.isArray(page.items) ||
    typeof page.total !== 'number'
  )
    throw new Error('The audit log answer is not a page');
  return page;
}

/**
 * GET /audit-log (SuperAdmin), newest first. Read as sent, keys untouched: `details` is shown
 * exactly as it was recorded.
 */
export async function getAuditLogPage(filters: AuditLogFilters, signal?: AbortSignal): Promise<AuditLogPage> {
  return requestJson(
    `${PRIVACY_PATHS.auditLog}?${auditLogQuery(filters)}`,
    { auth: STAFF_AUTH, keysAsSent: true, signal },
    toAuditLogPage,
  );
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    queryKey: [...AUDIT_LOG_KEY, filters],
    queryFn: ({ signal }) => getAuditLogPage(filters, signal),
    // The table stays while the next page or filter is read.
    placeholderData: keepPreviousData,
  });
}

/** GET /audit-log/people: everyone who appears in the log, for the 'Done by' drop-down. */
export function useAuditPeople() {
  return useQuery({
    queryKey: [...AUDIT_LOG_KEY, 'people'],
    queryFn: ({ signal }) =>
      requestJson(PRIVACY_PATHS.auditPeople, { auth: STAFF_AUTH, signal }, (body): AuditPerson[] =>
        Array.isArray(body) ? (body as AuditPerson[]) : [],
      ),
  });
}
