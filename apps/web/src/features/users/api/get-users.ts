import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { normalizeKeys } from '@authority/shared/keys';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';

/** A row of the users list (SPEC §3 'User account'). Any role string is kept: others show red. */
export interface UserAccount {
  id: number | string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  /** The account has a second factor (a SuperAdmin can remove it for a lost device). */
  secondFactor?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Rows as SPEC §3 allows them to arrive (either first-letter case); rows without an id are dropped. */
export function toUserAccounts(body: unknown): UserAccount[] {
  const rows = normalizeKeys(body);
  if (!Array.isArray(rows)) throw new Error('The users answer is not a list');
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { id, firstName, lastName, email, role, secondFactor } = row as Record<string, unknown>;
    if (typeof id !== 'number' && typeof id !== 'string') return [];
    const account: UserAccount = {
      id,
      firstName: text(firstName),
      lastName: text(lastName),
      email: text(email),
      role: text(role),
    };
    if (secondFactor === true) account.secondFactor = true;
    return [account];
  });
}

/** GET /api/v1/Accounts/users (SPEC §7, SuperAdmin). */
export async function getUsers(signal?: AbortSignal): Promise<UserAccount[]> {
  return requestJson(ACCOUNT_PATHS.users, { base: 'accounts', auth: STAFF_AUTH, signal }, toUserAccounts);
}

export const USERS_QUERY_KEY = ['accounts', 'users'] as const;

export const useUsers = () =>
  useQuery({ queryKey: USERS_QUERY_KEY, queryFn: ({ signal }) => getUsers(signal) });
