import { newPasswordProblem } from '@authority/shared/accounts';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { translateStaffMessage } from '../../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { Button } from '../../../lib/ui/button';
import { TextField } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import type { UserAccount } from '../api/get-users';
import { useResetPassword } from '../api/reset-password';

interface ResetValues {
  code: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * SPEC §4 'Users list': after the code is sent, a modal asks for it and the new password. Its
 * messages stay inside the modal (an alert on top of a modal could not take focus); success closes
 * it and the page says 'Password updated successfully.'.
 */
export function ResetPasswordDialog({
  user,
  onClose,
  onUpdated,
}: {
  /** The account whose code was just sent; undefined keeps the dialog closed. */
  user: UserAccount | undefined;
  onClose: () => void;
  onUpdated: () => void;
}) {
  return (
    <Dialog.Root open={user !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card">
          {user ? <ResetForm user={user} onClose={onClose} onUpdated={onUpdated} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ResetForm({
  user,
  onClose,
  onUpdated,
}: {
  user: UserAccount;
  onClose: () => void;
  onUpdated: () => void;
}) {
  const t = useStaffTexts();
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    defaultValues: { code: '', newPassword: '', confirmNewPassword: '' },
  });
  const reset = useResetPassword();
  const [message, setMessage] = useState<string>();

  const submit = handleSubmit(async ({ code, newPassword, confirmNewPassword }) => {
    setMessage(undefined);
    const problem = newPasswordProblem({
      fields: [code, newPassword, confirmNewPassword],
      password: newPassword,
      confirmation: confirmNewPassword,
    });
    if (problem) {
      setMessage(translateStaffMessage(problem, t));
      return;
    }
    const outcome = await reset.mutateAsync({
      email: user.email,
      code: code.trim(),
      newPassword,
      confirmNewPassword,
    });
    if (outcome.ok) onUpdated();
    else setMessage(outcome.detail ? `${t.account.resetError} ${outcome.detail}` : t.account.resetError);
  });

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-bold text-primary-900">
          {t.accountForm.editPassword}
        </Dialog.Title>
        <Dialog.Close className="rounded-control p-1 text-ink-muted hover:bg-slate-100">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.frame.close}</span>
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-2 text-ink-muted">
        {t.accountForm.resetCodeSent} <strong className="text-ink">{user.email}</strong>.{' '}
        {t.accountForm.resetCodeInstruction}
      </Dialog.Description>
      <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
        <FormAlert message={message} />
        <TextField
          label={t.accountForm.resetCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          {...register('code')}
        />
        <TextField
          label={t.accountForm.newPassword}
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
        />
        <TextField
          label={t.accountForm.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          {...register('confirmNewPassword')}
        />
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t.frame.cancel}
          </Button>
          <Button type="submit" pending={formState.isSubmitting}>
            {t.accountForm.updatePassword}
          </Button>
        </div>
      </form>
    </>
  );
}
