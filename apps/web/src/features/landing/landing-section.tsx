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
      <div className="mx-auto w-full max-w-content px-4 py-14 sm:px-6 lg:py-16">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-primary-900 sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-prose text-lg text-ink-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
