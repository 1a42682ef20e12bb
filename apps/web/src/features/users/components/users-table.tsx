import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { ArrowDown, ArrowUp, ArrowUpDown, LoaderCircle, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { confirmDanger, showAlert, showToast } from '../../../lib/ui/alerts';
import { Button } from '../../../lib/ui/button';
import { FormAlert } from '../../../lib/ui/form-alert';
import { getStoredToken } from '../../auth';
import { useDeleteUser } from '../api/delete-user';
import { type UserAccount, useUsers } from '../api/get-users';
import { useSendResetCode } from '../api/send-reset-code';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RoleChip } from './role-chip';
import { UserActionsMenu } from './user-actions-menu';

type SortKey = 'name' | 'email' | 'role';
type Sort = { key: SortKey; direction: 'ascending' | 'descending' };

/** An error alert, unless the call failed because the session ended (the page is leaving for /login). */
const alertFailure = (...message: [title: string, detail?: string]) => {
  if (getStoredToken() !== null) void showAlert('error', ...message);
};

const fullName = (user: UserAccount) => `${user.firstName} ${user.lastName}`.trim();
const sortValue = (user: UserAccount, key: SortKey) => (key === 'name' ? fullName(user) : user[key]);

/**
 * SPEC §2 'users' (User Management): the accounts with their role colours and a per-row action
 * menu; loading, empty and error states; search and sort (BRAND.md 'Dashboard').
 */
export function UsersTable({ currentUserId }: { currentUserId: string | undefined }) {
  const users = useUsers();
  const sendCode = useSendResetCode();
  const removal = useDeleteUser();
  const [sendingFor, setSendingFor] = useState<UserAccount['id']>();
  const [resetFor, setResetFor] = useState<UserAccount>();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'ascending' });
  const searchId = useId();

  const rows = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const found = (users.data ?? []).filter(
      (user) => needle === '' || `${fullName(user)} ${user.email}`.toLowerCase().includes(needle),
    );
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return found.sort(
      (a, b) =>
        factor *
        sortValue(a, sort.key).localeCompare(sortValue(b, sort.key), undefined, { sensitivity: 'base' }),
    );
  }, [users.data, query, sort]);

  const editPassword = async (user: UserAccount) => {
    setSendingFor(user.id);
    try {
      const sent = await sendCode.mutateAsync(user.email);
      if (sent) setResetFor(user);
      else alertFailure(ACCOUNT_TEXTS.sendCodeFailed);
    } catch {
      alertFailure(ACCOUNT_TEXTS.sendCodeError);
    } finally {
      setSendingFor(undefined);
    }
  };

  const remove = async (user: UserAccount) => {
    if (!(await confirmDanger(ACCOUNT_TEXTS.confirmDelete(user.firstName, user.lastName), 'Delete'))) return;
    const outcome = await removal.mutateAsync(user.id);
    if (outcome.ok) void showToast(ACCOUNT_TEXTS.userDeleted);
    else alertFailure(ACCOUNT_TEXTS.deleteFailed, outcome.detail);
  };

  if (users.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-ink-muted">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary-700" />
        Loading the accounts…
      </p>
    );
  }
  if (users.isError) {
    return (
      <div className="flex flex-col items-start gap-3 py-4">
        <FormAlert message={ACCOUNT_TEXTS.usersLoadFailed} />
        <Button variant="secondary" onClick={() => void users.refetch()} pending={users.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  if (users.data.length === 0) {
    return (
      <p className="rounded-card border border-line bg-white px-4 py-8 text-ink-muted">
        {ACCOUNT_TEXTS.noUsers}
      </p>
    );
  }

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
    return (
      <th scope="col" aria-sort={active ? sort.direction : undefined} className="px-4 py-2 text-start">
        <button
          type="button"
          onClick={() =>
            setSort({
              key,
              direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending',
            })
          }
          className="inline-flex items-center gap-1 rounded-control font-semibold hover:text-primary-700"
        >
          {label}
          <Icon aria-hidden="true" className="size-4" />
        </button>
      </th>
    );
  };

  return (
    <>
      <div className="mb-4 max-w-sm">
        <label htmlFor={searchId} className="block font-semibold">
          Search accounts
        </label>
        <div className="relative mt-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name or e-mail"
            className="block w-full rounded-control border border-slate-500 bg-white py-2 ps-9 pe-3"
          />
        </div>
      </div>
      <div className="overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full min-w-[36rem] border-collapse text-start">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="border-b border-line bg-slate-50 text-sm text-ink-muted">
            <tr>
              {header('name', 'Name')}
              {header('email', 'E-mail')}
              {header('role', 'Role')}
              <th scope="col" className="px-4 py-2 text-end font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((user) => (
              <tr key={user.id} className="border-b border-line last:border-b-0">
                <td className="px-4 py-2 font-semibold">
                  {fullName(user)}
                  {String(user.id) === currentUserId ? (
                    <span className="ms-2 text-sm font-normal text-ink-muted">(you)</span>
                  ) : null}
                </td>
                <td className="px-4 py-2 break-all">{user.email}</td>
                <td className="px-4 py-2">
                  <RoleChip role={user.role} />
                </td>
                <td className="px-4 py-2 text-end">
                  <UserActionsMenu
                    user={user}
                    busy={sendingFor === user.id}
                    onEditPassword={() => void editPassword(user)}
                    onDelete={() => void remove(user)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p role="status" className="px-4 py-6 text-ink-muted">
            No account matches “{query.trim()}”.
          </p>
        ) : null}
      </div>
      <ResetPasswordDialog
        user={resetFor}
        onClose={() => setResetFor(undefined)}
        onUpdated={() => {
          setResetFor(undefined);
          void showToast(ACCOUNT_TEXTS.passwordUpdated);
        }}
      />
    </>
  );
}
