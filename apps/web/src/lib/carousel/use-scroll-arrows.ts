import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../a11y/use-reduced-motion';

interface ArrowState {
  canGoBack: boolean;
  canGoForward: boolean;
}

/** Direction-aware: in a right-to-left track scrollLeft runs from 0 down to negative values. */
function arrowState(track: HTMLElement): ArrowState {
  const position = Math.abs(track.scrollLeft);
  const end = track.scrollWidth - track.clientWidth;
  return { canGoBack: position > 1, canGoForward: position < end - 1 };
}

/**
 * The back / forward buttons of a horizontally scrolling list: each is disabled at its end of
 * the scroll. The state follows the window's size and the track's scrolling (put `recheck` on the
 * track's `onScroll`), and is checked again `recheckAfterMs` after a button's (smooth) scroll.
 */
export function useScrollArrows(track: RefObject<HTMLElement | null>, recheckAfterMs: number) {
  const [state, setState] = useState<ArrowState>({ canGoBack: false, canGoForward: false });
  const timers = useRef(new Set<number>());

  const recheck = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const next = arrowState(element);
    setState((previous) =>
      previous.canGoBack === next.canGoBack && previous.canGoForward === next.canGoForward ? previous : next,
    );
  }, [track]);

  // After every render: the list's content may have changed. Same state → no re-render.
  useEffect(() => recheck());

  useEffect(() => {
    window.addEventListener('resize', recheck);
    return () => window.removeEventListener('resize', recheck);
  }, [recheck]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const scrollBy = (direction: 1 | -1, distance: number) => {
    const element = track.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollBy({
      left: direction * distance * (rtl ? -1 : 1),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      recheck();
    }, recheckAfterMs);
    timers.current.add(timer);
  };

  return { ...state, recheck, scrollBy };
}
