import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../lib/ui/button';
import { TextField } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { useSignIn } from '../api/sign-in';
import { storeToken } from '../session';

interface LoginValues {
  email: string;
  password: string;
}

/** SPEC §5 'Login': e-mail and password are required; SPEC §8 'Login' texts on failure. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string>();

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    const outcome = await signIn.mutateAsync({ email: email.trim(), password });
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    storeToken(outcome.token);
    onSignedIn();
  });

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
      <FormAlert message={failure} />
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => value.trim() !== '' || ACCOUNT_TEXTS.enterEmail,
        })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { required: ACCOUNT_TEXTS.enterPassword })}
      />
      <Button type="submit" pending={isSubmitting} className="mt-1 w-full py-3">
        Sign in
      </Button>
    </form>
  );
}
