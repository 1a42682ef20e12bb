import { useEffect, useId, useRef } from 'react';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { Button } from '../../../lib/ui/button';

/** The recovery codes, shown once after enrolment or regeneration (docs/staff-accounts.md). */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const t = useStaffTexts();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-card border border-primary-300 bg-primary-50 p-4"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-ink outline-none">
        {t.secondFactor.recoveryHeading}
      </h3>
      <p className="mt-1 text-ink-muted">{t.secondFactor.recoveryIntro}</p>
      <ol
        className="mt-3 grid grid-cols-1 gap-2 font-mono text-lg sm:grid-cols-2"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-control bg-white px-3 py-1 tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <Button className="mt-4" onClick={onDone}>
        {t.secondFactor.recoveryDone}
      </Button>
    </section>
  );
}
