import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, KeyRound, LoaderCircle, LogOut, ShieldOff, Trash2 } from 'lucide-react';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import type { UserAccount } from '../api/get-users';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-control px-3 py-2 outline-none select-none data-highlighted:bg-primary-50 data-highlighted:outline-2 data-highlighted:outline-focus';

/** SPEC §4 'Users list': each row's action menu, Edit Password and Delete (and the account-security actions). */
export function UserActionsMenu({
  user,
  busy,
  onEditPassword,
  onDelete,
  onRemoveSecondFactor,
  onEndSessions,
}: {
  user: UserAccount;
  /** True while the row's reset code is being sent. */
  busy: boolean;
  onEditPassword: () => void;
  onDelete: () => void;
  /** Offered when the account has a second factor (a lost device; docs/staff-accounts.md). */
  onRemoveSecondFactor?: (() => void) | undefined;
  /** Offered for every account but one's own (ASVS 7.4.5; one's own are on the account page). */
  onEndSessions?: (() => void) | undefined;
}) {
  const t = useStaffTexts();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        disabled={busy}
        aria-busy={busy || undefined}
        // Starts with the visible word, so speech users can say what they see (WCAG 2.5.3).
        aria-label={`Actions for ${name}`}
        className="inline-flex items-center gap-1 rounded-control border border-slate-300 bg-white px-2.5 py-1.5 font-semibold text-ink hover:bg-slate-100 disabled:opacity-70"
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <EllipsisVertical aria-hidden="true" className="size-4" />
        )}
        {t.frame.actions}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-44 rounded-card border border-line bg-white p-1 shadow-card"
        >
          <DropdownMenu.Item onSelect={onEditPassword} className={itemClass}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t.accountForm.editPassword}
          </DropdownMenu.Item>
          {user.secondFactor && onRemoveSecondFactor ? (
            <DropdownMenu.Item onSelect={onRemoveSecondFactor} className={itemClass}>
              <ShieldOff aria-hidden="true" className="size-4" />
              {t.secondFactor.adminRemove}
            </DropdownMenu.Item>
          ) : null}
          {onEndSessions ? (
            <DropdownMenu.Item onSelect={onEndSessions} className={itemClass}>
              <LogOut aria-hidden="true" className="size-4" />
              {t.users.endSessions}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item onSelect={onDelete} className={`${itemClass} text-danger-700`}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t.frame.delete}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
