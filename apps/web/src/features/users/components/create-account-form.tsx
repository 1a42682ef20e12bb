import { newPasswordProblem, type RegisterPayload } from '@authority/shared/accounts';
import { ROLES } from '@authority/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffWords, translateStaffMessage } from '../../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { showToast } from '../../../lib/ui/alerts';
import { Button } from '../../../lib/ui/button';
import { SelectField, TextField } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { useCreateAccount } from '../api/create-account';

type CreateAccountValues = Required<{ [Key in keyof Omit<RegisterPayload, 'role'>]: string }> &
  Pick<Required<RegisterPayload>, 'role'>;

/**
 * SPEC §5 'New account': one message at a time, in the SPEC's order (newPasswordProblem), then
 * the texts of SPEC §8 'Register'. `onCreated` runs after 'Account created successfully.'.
 */
export function CreateAccountForm({ onCreated }: { onCreated: () => void }) {
  const t = useStaffTexts();
  const { register, handleSubmit, formState } = useForm<CreateAccountValues>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: 'Admin',
    },
  });
  const create = useCreateAccount();
  const [message, setMessage] = useState<string>();

  const submit = handleSubmit(async (values) => {
    setMessage(undefined);
    const { role: _role, ...typed } = values;
    const problem = newPasswordProblem({
      fields: Object.values(typed),
      password: values.password,
      confirmation: values.confirmPassword,
    });
    if (problem) {
      setMessage(translateStaffMessage(problem, t));
      return;
    }
    const outcome = await create.mutateAsync(values);
    if (!outcome.ok) {
      setMessage(staffWords(outcome.message, t));
      return;
    }
    void showToast(t.account.accountCreated);
    onCreated();
  });

  // The details are another person's: no autofill from the signed-in person's own.
  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
      <FormAlert message={message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t.accountForm.firstName} autoComplete="off" {...register('firstName')} />
        <TextField label={t.accountForm.lastName} autoComplete="off" {...register('lastName')} />
      </div>
      <TextField
        label={t.accountForm.email}
        type="email"
        autoComplete="off"
        inputMode="email"
        spellCheck={false}
        {...register('email')}
      />
      <TextField
        label={t.accountForm.password}
        type="password"
        autoComplete="new-password"
        {...register('password')}
      />
      <TextField
        label={t.accountForm.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
      />
      {/* Beside SPEC's fields: the role to give . */}
      <SelectField
        label={t.accountRole.role}
        hint={t.accountRole.roleHint}
        options={ROLES.map((role) => ({ value: role, label: t.accountRole.roles[role] }))}
        {...register('role')}
      />
      <Button type="submit" pending={formState.isSubmitting} className="mt-1 w-full py-3">
        {t.frame.createAccount}
      </Button>
    </form>
  );
}
