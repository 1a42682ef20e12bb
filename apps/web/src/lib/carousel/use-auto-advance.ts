import { useEffect, useState } from 'react';

/**
 * The slide index of a carousel that moves on by itself every `intervalMs` unless `paused`.
 * Choosing a slide by hand starts the interval again from that slide.
 */
export function useAutoAdvance(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [current, count, intervalMs, paused]);

  return [current, setIndex] as const;
}
