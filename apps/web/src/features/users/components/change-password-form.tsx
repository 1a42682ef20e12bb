import { newPasswordProblem } from '@authority/shared/accounts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffWords, translateStaffMessage } from '../../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { showToast } from '../../../lib/ui/alerts';
import { Button } from '../../../lib/ui/button';
import { TextField } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { useChangePassword } from '../api/own-account';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * The signed-in person changes their own password: SPEC §5's rules in their order on the client,
 * then the server's answer (a common password, a wrong current one) as it words it.
 */
export function ChangePasswordForm() {
  const t = useStaffTexts();
  const headingId = useId();
  const empty = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
  const { register, handleSubmit, formState, reset } = useForm<Values>({ defaultValues: empty });
  const change = useChangePassword();
  const [message, setMessage] = useState<string>();

  const submit = handleSubmit(async (values) => {
    setMessage(undefined);
    const problem = newPasswordProblem({
      fields: Object.values(values),
      password: values.newPassword,
      confirmation: values.confirmNewPassword,
    });
    if (problem) {
      setMessage(translateStaffMessage(problem, t));
      return;
    }
    const outcome = await change.mutateAsync(values);
    if (!outcome.ok) {
      setMessage(staffWords(outcome.message, t) || t.accountScreen.changeFailed);
      return;
    }
    reset(empty);
    void showToast(staffWords(outcome.message, t) || t.account.passwordChanged);
  });

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t.accountScreen.passwordHeading}
      </h2>
      <p className="mt-1 text-ink-muted">{t.accountScreen.passwordIntro}</p>
      <form noValidate onSubmit={submit} className="mt-5 flex max-w-md flex-col gap-5">
        <FormAlert message={message} />
        <TextField
          label={t.accountScreen.currentPassword}
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
        />
        <TextField
          label={t.accountScreen.newPassword}
          hint={t.accountScreen.newPasswordHint}
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
        />
        <TextField
          label={t.accountScreen.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          {...register('confirmNewPassword')}
        />
        <Button type="submit" pending={formState.isSubmitting} className="self-start">
          {t.accountScreen.changePassword}
        </Button>
      </form>
    </section>
  );
}
