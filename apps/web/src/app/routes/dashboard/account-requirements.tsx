import { type ReactNode, useState } from 'react';
import { useAccountStatus } from '../../../features/auth';
import { SecondFactorPanel, TemporaryPasswordPrompt } from '../../../features/users';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';

/**
 * What the dashboard must ask of the signed-in account before its screens (docs/staff-accounts.md):
 * - a second factor to set up, while the site requires one: only the set-up is shown;
 * - a password someone else set: the change, instead of the screen while the site requires it,
 *   above the screen with 'Later' while it does not.
 * Until /me answers (or when it cannot), the screen shows as usual: the server decides anyway.
 */
export function AccountRequirements({ children }: { children: ReactNode }) {
  const t = useStaffTexts();
  const status = useAccountStatus();
  const [later, setLater] = useState(false);
  const me = status.data;
  if (me?.mustEnrolSecondFactor)
    return (
      <div className="flex flex-col gap-6">
        <section
          aria-label={t.secondFactor.requiredTitle}
          className="max-w-prose rounded-card border-2 border-primary-600 bg-primary-50 p-4"
        >
          <p className="text-xl font-semibold text-ink">{t.secondFactor.requiredTitle}</p>
          <p className="mt-1">{t.secondFactor.requiredText}</p>
        </section>
        <SecondFactorPanel />
      </div>
    );
  if (me?.mustChangePassword) return <TemporaryPasswordPrompt />;
  return (
    <>
      {me?.passwordTemporary && !later ? <TemporaryPasswordPrompt onLater={() => setLater(true)} /> : null}
      {children}
    </>
  );
}
