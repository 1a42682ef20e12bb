import { LOADER_CLOSE_DELAY_MS } from '@authority/shared/constants';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/i18n/texts';
import { BrandLogo } from '../../lib/layout/brand-logo';

/**
 * The landing page's loading overlay with its percent counter (SPEC §2). Fixed over the page, so
 * the page underneath lays itself out once and nothing shifts when the overlay goes.
 *
 * `closesByItself`: the server rendered the page with everything loaded, so the overlay fades out
 * LOADER_CLOSE_DELAY_MS after it first shows, by CSS alone, without waiting for any script.
 */
export function LoadingOverlay({
  progress,
  closesByItself = false,
}: {
  progress: number;
  closesByItself?: boolean;
}) {
  const texts = useTexts();
  const percent = Math.round(progress * 100);
  return (
    <div
      className={cx(
        'fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-surface px-6',
        closesByItself && 'animate-overlay-out motion-reduce:[animation-duration:0ms]',
      )}
      style={closesByItself ? { animationDelay: `${LOADER_CLOSE_DELAY_MS}ms` } : undefined}
    >
      <BrandLogo />
      <div
        role="progressbar"
        aria-label={texts.loader.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full max-w-64 overflow-hidden rounded-full bg-primary-100"
      >
        <div
          className="h-full rounded-full bg-primary-700 motion-safe:transition-[width] motion-safe:duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-hidden="true" className="text-3xl font-bold text-primary-900 tabular-nums">
        {texts.loader.percent(percent)}
      </p>
    </div>
  );
}
