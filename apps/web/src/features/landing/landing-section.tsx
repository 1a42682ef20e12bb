import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/**
 * One full-page section of the landing page (SPEC §2), a snap point of the section scroller.
 * `intro` is a short line under the heading.
 */
export function LandingSection({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cx(
        'flex min-h-[calc(100dvh-4rem)] snap-start flex-col justify-center',
        muted ? 'bg-surface-muted' : 'bg-surface',
      )}
    >
      {/* index.css (decision 028). */}
      <div className="landing-section-body">
        <h2 id={`${id}-heading`} className="section-title">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-prose text-lg text-ink-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
