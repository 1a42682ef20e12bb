import type { SecondFactorSetup } from '@authority/shared/second-factor';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { staffWords } from '../../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { showToast } from '../../../lib/ui/alerts';
import { Button } from '../../../lib/ui/button';
import { TextField } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { useAccountStatus } from '../../auth';
import {
  useConfirmSecondFactor,
  useRegenerateRecoveryCodes,
  useRemoveSecondFactor,
  useStartSecondFactor,
} from '../api/second-factor';
import { RecoveryCodes } from './recovery-codes';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The signed-in person's second factor (docs/staff-accounts.md): set it up with a QR code (or the
 * key as text) and a first code, see the recovery codes once, make new ones or remove it with the
 * password and a current code (or an unused recovery code).
 */
export function SecondFactorPanel() {
  const t = useStaffTexts();
  const headingId = useId();
  const status = useAccountStatus();
  const [codes, setCodes] = useState<readonly string[]>();
  const enrolled = status.data?.secondFactor === true;

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t.secondFactor.heading}
      </h2>
      <p className="mt-1 max-w-prose text-ink-muted">{t.secondFactor.intro}</p>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
      ) : status.data === undefined ? null : enrolled ? (
        <EnrolledActions codesLeft={status.data.recoveryCodesLeft} onCodes={setCodes} />
      ) : (
        <Enrolment onCodes={setCodes} />
      )}
    </section>
  );
}

function Enrolment({ onCodes }: { onCodes: (codes: readonly string[]) => void }) {
  const t = useStaffTexts();
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<SecondFactorSetup>();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string>();

  // The password first (ASVS 7.5.1): adding a factor changes how the account signs in.
  const begin = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    if (password === '') {
      setMessage(t.secondFactor.passwordIntro);
      return;
    }
    const outcome = await start.mutateAsync({ password });
    if (!outcome.ok) {
      setMessage(staffWords(outcome.message, t) || t.secondFactor.actionFailed);
      return;
    }
    setPassword('');
    setAsking(false);
    setSetup(outcome.value);
  };

  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    if (code.trim() === '') {
      setMessage(t.secondFactor.codeRequired);
      return;
    }
    const outcome = await confirm.mutateAsync({ code });
    if (!outcome.ok) {
      setMessage(staffWords(outcome.message, t) || t.secondFactor.actionFailed);
      return;
    }
    setSetup(undefined);
    setCode('');
    onCodes(outcome.value.recoveryCodes);
  };

  if (!setup && asking)
    return (
      <form noValidate onSubmit={(event) => void begin(event)} className="mt-4 flex max-w-md flex-col gap-4">
        <FormAlert message={message} />
        <PasswordConfirmField value={password} onChange={setPassword} />
        <SubmitOrCancel pending={start.isPending} onCancel={() => setAsking(false)}>
          {t.secondFactor.continue}
        </SubmitOrCancel>
      </form>
    );

  if (!setup)
    return (
      <div className="mt-4 flex flex-col items-start gap-3">
        <p className="font-semibold text-ink">{t.secondFactor.statusOff}</p>
        <Button onClick={() => setAsking(true)}>{t.secondFactor.setUp}</Button>
      </div>
    );

  return (
    <form noValidate onSubmit={(event) => void turnOn(event)} className="mt-4 flex max-w-md flex-col gap-4">
      <p>{t.secondFactor.scanIntro}</p>
      <img
        src={setup.qrCode}
        alt={t.secondFactor.qrAlt}
        width={200}
        height={200}
        className="size-48 self-center border border-line bg-white sm:self-start"
      />
      <div>
        <p>{t.secondFactor.manualEntry}</p>
        <code
          data-testid="second-factor-secret"
          className="mt-1 block break-all rounded-control bg-slate-100 px-3 py-2 font-mono text-lg tracking-wider"
        >
          {grouped(setup.secret)}
        </code>
      </div>
      <p>{t.secondFactor.confirmIntro}</p>
      <FormAlert message={message} />
      <TextField
        label={t.secondFactor.codeLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitOrCancel pending={confirm.isPending} onCancel={() => setSetup(undefined)}>
        {t.secondFactor.confirm}
      </SubmitOrCancel>
    </form>
  );
}

type Action = 'regenerate' | 'remove';

function EnrolledActions({
  codesLeft,
  onCodes,
}: {
  codesLeft: number;
  onCodes: (codes: readonly string[]) => void;
}) {
  const t = useStaffTexts();
  const regenerate = useRegenerateRecoveryCodes();
  const remove = useRemoveSecondFactor();
  const [action, setAction] = useState<Action>();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string>();

  const close = () => {
    setAction(undefined);
    setPassword('');
    setCode('');
    setMessage(undefined);
  };

  // Full re-authentication (ASVS 7.5.1): the password and a code the factor shows now.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    if (password === '') {
      setMessage(t.secondFactor.passwordIntro);
      return;
    }
    if (code.trim() === '') {
      setMessage(t.secondFactor.enterCode);
      return;
    }
    if (action === 'regenerate') {
      const outcome = await regenerate.mutateAsync({ password, code });
      if (!outcome.ok) return setMessage(staffWords(outcome.message, t) || t.secondFactor.actionFailed);
      onCodes(outcome.value.recoveryCodes);
    } else {
      const outcome = await remove.mutateAsync({ password, code });
      if (!outcome.ok) return setMessage(staffWords(outcome.message, t) || t.secondFactor.actionFailed);
      void showToast(staffWords(outcome.value.message, t));
    }
    close();
  };

  return (
    <div className="mt-4 flex flex-col items-start gap-3">
      <p className="font-semibold text-ink">{t.secondFactor.statusOn}</p>
      <p className="text-ink-muted">{t.secondFactor.codesLeft(codesLeft)}</p>
      {action ? (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex w-full max-w-md flex-col gap-4"
        >
          <FormAlert message={message} />
          <PasswordConfirmField value={password} onChange={setPassword} />
          <TextField
            label={t.secondFactor.changeCodeLabel}
            hint={t.secondFactor.changeCodeHint}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <SubmitOrCancel
            variant={action === 'remove' ? 'danger' : 'primary'}
            pending={regenerate.isPending || remove.isPending}
            onCancel={close}
          >
            {action === 'remove' ? t.secondFactor.remove : t.secondFactor.regenerate}
          </SubmitOrCancel>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setAction('regenerate')}>
            {t.secondFactor.regenerate}
          </Button>
          <Button variant="danger" onClick={() => setAction('remove')}>
            {t.secondFactor.remove}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The account's password, asked again before its second factor changes. */
function PasswordConfirmField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useStaffTexts();
  return (
    <TextField
      label={t.secondFactor.passwordLabel}
      hint={t.secondFactor.passwordIntro}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A step's submit button (`children` its text) and 'Cancel' beside it. */
function SubmitOrCancel({
  children,
  pending,
  onCancel,
  variant = 'primary',
}: {
  children: ReactNode;
  pending: boolean;
  onCancel: () => void;
  variant?: 'primary' | 'danger';
}) {
  const t = useStaffTexts();
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant={variant} pending={pending}>
        {children}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t.secondFactor.cancel}
      </Button>
    </div>
  );
}
