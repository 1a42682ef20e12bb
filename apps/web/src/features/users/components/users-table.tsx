import { useState } from 'react';
import { staffWords } from '../../../lib/i18n/staff-messages';
import { staffTextsNow, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { confirmDanger, showAlert, showToast } from '../../../lib/ui/alerts';
import { ClientTable } from '../../../lib/ui/client-table';
import type { Column } from '../../../lib/ui/data-table';
import { QueryView } from '../../../lib/ui/states';
import { stillSignedIn } from '../../auth';
import { useDeleteUser } from '../api/delete-user';
import { useEndAccountSessions } from '../api/end-account-sessions';
import { type UserAccount, useUsers } from '../api/get-users';
import { useRemoveSecondFactorOf } from '../api/second-factor';
import { useSendResetCode } from '../api/send-reset-code';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RoleChip } from './role-chip';
import { UserActionsMenu } from './user-actions-menu';

/** An error alert, unless the call failed because the session ended (the page is leaving for /login). */
const alertFailure = (title: string, detail?: string) => {
  if (stillSignedIn()) void showAlert('error', title, detail, { okLabel: staffTextsNow().frame.ok });
};

const fullName = (user: UserAccount) => `${user.firstName} ${user.lastName}`.trim();

/**
 * SPEC §2 'users' (User Management): the accounts with their role colours and a per-row action
 * menu; loading, empty and error states; search, sort and paging, like every staff list.
 */
export function UsersTable({ currentUserId }: { currentUserId: string | undefined }) {
  const t = useStaffTexts();
  const users = useUsers();
  const sendCode = useSendResetCode();
  const removal = useDeleteUser();
  const factorRemoval = useRemoveSecondFactorOf();
  const sessionsEnding = useEndAccountSessions();
  const [sendingFor, setSendingFor] = useState<UserAccount['id']>();
  const [resetFor, setResetFor] = useState<UserAccount>();

  const editPassword = async (user: UserAccount) => {
    setSendingFor(user.id);
    try {
      const sent = await sendCode.mutateAsync(user.email);
      if (sent) setResetFor(user);
      else alertFailure(t.account.sendCodeFailed);
    } catch {
      alertFailure(t.account.sendCodeError);
    } finally {
      setSendingFor(undefined);
    }
  };

  const remove = async (user: UserAccount) => {
    if (
      !(await confirmDanger(
        t.account.confirmDelete(user.firstName, user.lastName),
        t.users.delete,
        t.frame.cancel,
      ))
    )
      return;
    const outcome = await removal.mutateAsync(user.id);
    if (outcome.ok) void showToast(t.account.userDeleted);
    else alertFailure(t.account.deleteFailed, staffWords(outcome.detail, t) || undefined);
  };

  const removeSecondFactor = async (user: UserAccount) => {
    const question = t.secondFactor.confirmAdminRemove(user.firstName, user.lastName);
    if (!(await confirmDanger(question, t.secondFactor.adminRemove, t.frame.cancel))) return;
    const outcome = await factorRemoval.mutateAsync(user.id);
    if (outcome.ok) void showToast(outcome.value.message);
    else alertFailure(t.secondFactor.adminRemoveFailed, staffWords(outcome.message, t) || undefined);
  };

  // Signs the account out everywhere (a lost laptop, someone who left): asked first, as a deletion is.
  const endSessions = async (user: UserAccount) => {
    const question = t.users.confirmEndSessions(user.firstName, user.lastName);
    if (!(await confirmDanger(question, t.users.endSessions, t.frame.cancel))) return;
    const outcome = await sessionsEnding.mutateAsync(user.id);
    if (outcome.ok) void showToast(t.account.accountSessionsEnded);
    else alertFailure(t.users.endSessionsFailed, staffWords(outcome.detail, t) || undefined);
  };

  const columns: Column<UserAccount>[] = [
    {
      id: 'name',
      header: t.users.name,
      sortValue: fullName,
      className: 'font-semibold',
      cell: (user) => (
        <>
          {fullName(user)}
          {String(user.id) === currentUserId ? (
            <span className="ms-2 text-sm font-normal text-ink-muted">{t.users.you}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'email',
      header: t.users.email,
      sortValue: (user) => user.email,
      className: 'break-all',
      cell: (user) => user.email,
    },
    {
      id: 'role',
      header: t.users.role,
      sortValue: (user) => user.role,
      cell: (user) => <RoleChip role={user.role} />,
    },
  ];

  return (
    <>
      <QueryView
        query={users}
        loading={t.users.loading}
        failed={t.account.usersLoadFailed}
        isEmpty={(list) => list.length === 0}
        empty={t.account.noUsers}
      >
        {(list) => (
          <ClientTable
            rows={list}
            columns={columns}
            caption={t.users.caption}
            searchLabel={t.users.search}
            searchPlaceholder={t.users.searchPlaceholder}
            searchText={(user) => `${fullName(user)} ${user.email}`}
            rowKey={(user) => user.id}
            initialSort={{ column: 'name', direction: 'ascending' }}
            minWidthClass="min-w-[36rem]"
            actions={(user) => (
              <UserActionsMenu
                user={user}
                busy={sendingFor === user.id}
                onEditPassword={() => void editPassword(user)}
                onDelete={() => void remove(user)}
                onRemoveSecondFactor={
                  String(user.id) === currentUserId ? undefined : () => void removeSecondFactor(user)
                }
                onEndSessions={String(user.id) === currentUserId ? undefined : () => void endSessions(user)}
              />
            )}
          />
        )}
      </QueryView>
      <ResetPasswordDialog
        user={resetFor}
        onClose={() => setResetFor(undefined)}
        onUpdated={() => {
          setResetFor(undefined);
          void showToast(t.account.passwordUpdated);
        }}
      />
    </>
  );
}
