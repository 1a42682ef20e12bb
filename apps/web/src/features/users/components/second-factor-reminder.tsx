import { ROUTES } from '@authority/shared/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { buttonClass } from '../../../lib/ui/button';
import { useAccountStatus } from '../../auth';

const DISMISSED_KEY = 'second-factor-reminder-dismissed';

const dismissedFor = (userId: number) => {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === String(userId);
  } catch {
    return false;
  }
};

/**
 * Asks a SuperAdmin without a second factor to set one up, while the site does not require it
 * yet (docs/staff-accounts.md). Dismissed for this browser with 'Not now'.
 */
export function SecondFactorReminder() {
  const t = useStaffTexts();
  const status = useAccountStatus();
  const [dismissed, setDismissed] = useState(false);
  const me = status.data;
  if (!me || me.role !== 'SuperAdmin' || me.secondFactor || me.secondFactorRequired) return null;
  if (dismissed || dismissedFor(me.id)) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, String(me.id));
    } catch {
      // Storage unavailable: dismissed until the page is left.
    }
    setDismissed(true);
  };
  return (
    <section
      aria-label={t.secondFactor.reminderTitle}
      className="mb-6 max-w-prose rounded-card border border-info-600 bg-info-50 p-4"
    >
      <p className="font-semibold">{t.secondFactor.reminderTitle}</p>
      <p className="mt-1">{t.secondFactor.reminderText}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={ROUTES.dashboardAccount} className={buttonClass()}>
          {t.secondFactor.reminderAction}
        </Link>
        <button type="button" className={buttonClass('secondary')} onClick={dismiss}>
          {t.secondFactor.reminderDismiss}
        </button>
      </div>
    </section>
  );
}
