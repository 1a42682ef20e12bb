import { useId } from 'react';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { Button } from '../../../lib/ui/button';
import { ChangePasswordForm } from './change-password-form';

/**
 * Asks an account whose password someone else set to choose its own (docs/staff-accounts.md),
 * with the change-password form. `onLater` absent: the change is mandatory (the site's setting).
 */
export function TemporaryPasswordPrompt({ onLater }: { onLater?: (() => void) | undefined }) {
  const t = useStaffTexts();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 flex flex-col gap-4 rounded-card border-2 border-primary-600 bg-primary-50 p-4"
    >
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {t.temporaryPassword.title}
        </h2>
        <p className="mt-1 max-w-prose">
          {onLater ? t.temporaryPassword.text : t.temporaryPassword.mandatoryText}
        </p>
      </div>
      <ChangePasswordForm />
      {onLater ? (
        <Button variant="secondary" className="self-start" onClick={onLater}>
          {t.temporaryPassword.later}
        </Button>
      ) : null}
    </section>
  );
}
