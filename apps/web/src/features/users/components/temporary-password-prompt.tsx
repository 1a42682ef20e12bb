import { TEMPORARY_PASSWORD_TEXTS as TEXTS } from '@authority/shared/second-factor-texts';
import { useId } from 'react';
import { Button } from '../../../lib/ui/button';
import { ChangePasswordForm } from './change-password-form';

/**
 * Asks an account whose password someone else set to choose its own (docs/staff-accounts.md),
 * with the change-password form. `onLater` absent: the change is mandatory (the site's setting).
 */
export function TemporaryPasswordPrompt({ onLater }: { onLater?: (() => void) | undefined }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 flex flex-col gap-4 rounded-card border-2 border-primary-600 bg-primary-50 p-4"
    >
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {TEXTS.title}
        </h2>
        <p className="mt-1 max-w-prose">{onLater ? TEXTS.text : TEXTS.mandatoryText}</p>
      </div>
      <ChangePasswordForm />
      {onLater ? (
        <Button variant="secondary" className="self-start" onClick={onLater}>
          {TEXTS.later}
        </Button>
      ) : null}
    </section>
  );
}
