import { IMAGE_STRIP_GAP_PX, IMAGE_STRIP_INTERVAL_MS } from '@authority/shared/constants';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../lib/a11y/use-reduced-motion';
import { RotationToggle, useRotationPause } from '../../lib/carousel/rotation-toggle';
import { useFocusPause } from '../../lib/carousel/use-focus-pause';
import { useAboutTexts } from '../../lib/i18n/texts';
import garden from './assets/strip-garden.svg?no-inline';
import heartbeat from './assets/strip-heartbeat.svg?no-inline';
import helix from './assets/strip-helix.svg?no-inline';
import hospital from './assets/strip-hospital.svg?no-inline';
import laboratory from './assets/strip-laboratory.svg?no-inline';
import library from './assets/strip-library.svg?no-inline';

// In the order of about.imageStrip, which describes each picture.
const PICTURES = [hospital, heartbeat, library, laboratory, helix, garden];

/**
 * The About section's static image strip (SPEC §2, §9): it scrolls on by one picture every 3 s
 * with a 16 px gap and starts again at the end. It can be scrolled by hand (and by keyboard once
 * focused, when it holds still), and its pause button stops it.
 */
export function ImageStrip() {
  const about = useAboutTexts();
  const track = useRef<HTMLUListElement>(null);
  const rotation = useRotationPause();
  const { focusPaused, focusHandlers } = useFocusPause();
  const paused = rotation.paused || focusPaused;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element) return;
      const picture = element.firstElementChild as HTMLElement | null;
      const step = (picture?.offsetWidth ?? 0) + IMAGE_STRIP_GAP_PX;
      const end = element.scrollWidth - element.clientWidth;
      const position = Math.abs(element.scrollLeft);
      const next = position + step > end + 1 ? 0 : position + step;
      const rtl = getComputedStyle(element).direction === 'rtl';
      element.scrollTo({ left: rtl ? -next : next, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }, IMAGE_STRIP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div className="mt-12 flex items-center gap-3">
      <RotationToggle
        paused={rotation.paused}
        onToggle={rotation.toggle}
        className="shrink-0 border border-line bg-white text-primary-800 hover:bg-primary-50"
      />
      <ul
        ref={track}
        // Focusable, so keyboard users can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-label={about.imageStripLabel}
        {...focusHandlers}
        style={{ gap: IMAGE_STRIP_GAP_PX }}
        className="flex min-w-0 flex-1 snap-x overflow-x-auto rounded-card pb-2"
      >
        {PICTURES.map((src, position) => (
          <li key={src} className="relative shrink-0 snap-start">
            <img
              src={src}
              alt={about.imageStrip[position] ?? ''}
              width={320}
              height={200}
              loading="lazy"
              className="strip-image"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
