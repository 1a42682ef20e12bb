import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useReducedMotion } from '../a11y/use-reduced-motion';
import { cx } from '../cx';
import { useTexts } from '../i18n/texts';

/**
 * Whether a self-moving carousel is stopped by its pause button (docs/BRAND.md: keyboard users can stop
 * it too). It starts stopped for visitors who asked for reduced motion.
 */
export function useRotationPause() {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reducedMotion;
  return { paused, toggle: () => setChoice(!paused) };
}

/** The pause / play button of a self-moving carousel. */
export function RotationToggle({
  paused,
  onToggle,
  className,
}: {
  paused: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const texts = useTexts();
  const Icon = paused ? Play : Pause;
  return (
    <button
      type="button"
      data-rotation-toggle
      onClick={onToggle}
      aria-label={paused ? texts.carousel.play : texts.carousel.pause}
      className={cx('inline-flex size-11 items-center justify-center rounded-full', className)}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
