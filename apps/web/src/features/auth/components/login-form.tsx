import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffWords } from '../../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { Button } from '../../../lib/ui/button';
import { TextField } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { useSignIn, useSignInSecondStep } from '../api/sign-in';
import { storeToken } from '../session';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * SPEC §5 'Login': e-mail and password are required; SPEC §8 'Login' texts on failure. An account
 * with a second factor is then asked for its code (docs/staff-accounts.md).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useStaffTexts();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string>();
  const [challenge, setChallenge] = useState<string>();

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    const outcome = await signIn.mutateAsync({ email: email.trim(), password });
    if (outcome.ok === 'second-factor') {
      setChallenge(outcome.challenge);
      return;
    }
    if (!outcome.ok) {
      setFailure(staffWords(outcome.message, t));
      return;
    }
    storeToken(outcome.token);
    onSignedIn();
  });

  if (challenge)
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={onSignedIn}
        onStartOver={() => {
          setChallenge(undefined);
          setFailure(undefined);
        }}
      />
    );

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
      <FormAlert message={failure} />
      <TextField
        label={t.accountForm.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => value.trim() !== '' || t.account.enterEmail,
        })}
      />
      <TextField
        label={t.accountForm.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { required: t.account.enterPassword })}
      />
      <Button type="submit" pending={isSubmitting} className="mt-1 w-full py-3">
        {t.accountForm.signIn}
      </Button>
    </form>
  );
}

/** The second step: the authenticator's code, or a recovery code. */
function SecondFactorStep({
  challenge,
  onSignedIn,
  onStartOver,
}: {
  challenge: string;
  onSignedIn: () => void;
  onStartOver: () => void;
}) {
  const t = useStaffTexts();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const verify = useSignInSecondStep();
  const [failure, setFailure] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The password form went away: tell keyboard and screen-reader users where they are now.
  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit(async ({ code }) => {
    setFailure(undefined);
    const outcome = await verify.mutateAsync({ challenge, code: code.trim() });
    if (outcome.ok === true) {
      storeToken(outcome.token);
      onSignedIn();
    } else if (outcome.ok === false) setFailure(staffWords(outcome.message, t));
  });

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {t.secondFactor.stepHeading}
        </h2>
        <p className="mt-1 text-ink-muted">{t.secondFactor.stepIntro}</p>
      </div>
      <FormAlert message={failure} />
      <TextField
        label={t.secondFactor.codeLabel}
        hint={t.secondFactor.recoveryHint}
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="characters"
        error={errors.code?.message}
        {...register('code', {
          validate: (value) => value.trim() !== '' || t.secondFactor.enterCode,
        })}
      />
      <Button type="submit" pending={isSubmitting} className="mt-1 w-full py-3">
        {t.secondFactor.verify}
      </Button>
      <Button variant="secondary" onClick={onStartOver} className="w-full">
        {t.secondFactor.startOver}
      </Button>
    </form>
  );
}
