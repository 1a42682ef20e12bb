import { VERIFICATION_CODE_MAX_LENGTH } from '@authority/shared/constants';
import { LoaderCircle, Send } from 'lucide-react';
import { useFormTexts } from '../../../lib/i18n/texts';
import { controlClass, Field } from '../../../lib/ui/field';
import { fieldId } from '../form-values';
import { FormSection } from './form-sections';
import type { SectionProps } from './section-props';

interface VerificationFieldsProps extends SectionProps {
  /** Seconds left of the resend countdown; 0 when a code may be sent. */
  cooldownSeconds: number;
  sending: boolean;
  onSendCode: () => void;
}

/** The e-mail address, its Send Code button (SPEC §4) and the code it brings (SPEC §5). */
export function VerificationFields({
  values,
  errorsOf,
  update,
  cooldownSeconds,
  sending,
  onSendCode,
}: VerificationFieldsProps) {
  const texts = useFormTexts();
  const counting = cooldownSeconds > 0;
  return (
    <FormSection legend={texts.ui.confirmEmail}>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
        <Field
          id={fieldId('email')}
          label={texts.ui.email}
          errors={errorsOf('email')}
          className="min-w-0 flex-1 basis-64"
        >
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              dir="ltr"
              maxLength={254}
              value={values.email}
              onChange={(event) => update('email')(event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        {/* SPEC §4: disabled while the e-mail is empty, while sending, and while counting down. */}
        <button
          type="button"
          onClick={onSendCode}
          disabled={values.email.trim() === '' || sending || counting}
          aria-busy={sending || undefined}
          className="inline-flex min-w-36 items-center justify-center gap-2 rounded-control border border-primary-700 bg-white px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-600"
        >
          {sending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {counting ? texts.form.resendIn(cooldownSeconds) : texts.form.sendCode}
        </button>
      </div>
      <Field
        id={fieldId('verificationCode')}
        label={texts.ui.verificationCode}
        hint={texts.ui.codeHint}
        errors={errorsOf('verificationCode')}
      >
        {(control) => (
          <input
            {...control}
            name="verificationCode"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            spellCheck={false}
            // Room for spaces around the digits: SPEC §5 trims them, and checks the length after.
            maxLength={VERIFICATION_CODE_MAX_LENGTH + 8}
            value={values.verificationCode}
            onChange={(event) => update('verificationCode')(event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
    </FormSection>
  );
}
