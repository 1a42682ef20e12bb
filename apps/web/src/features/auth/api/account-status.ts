import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import type { AccountStatus } from '@authority/shared/second-factor';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http/request';
import { STAFF_AUTH } from './staff-auth';

export const ACCOUNT_STATUS_QUERY_KEY = ['accounts', 'me'] as const;

const toStatus = (body: unknown): AccountStatus => {
  if (typeof body !== 'object' || body === null) throw new Error('The account answer is not an object');
  return body as AccountStatus;
};

/**
 * GET /api/v1/Accounts/me: the signed-in account and what the dashboard must ask of it (a
 * temporary password to replace, a second factor to set up; docs/staff-accounts.md).
 */
export const useAccountStatus = () =>
  useQuery({
    queryKey: ACCOUNT_STATUS_QUERY_KEY,
    queryFn: ({ signal }) =>
      requestJson(ACCOUNT_PATHS.me, { base: 'accounts', auth: STAFF_AUTH, signal }, toStatus),
    retry: false,
  });
