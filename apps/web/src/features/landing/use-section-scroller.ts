import { LANDING_SECTIONS, type LandingSectionId } from '@authority/shared/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSetActiveSection } from '../../lib/layout/active-section';

const LAST_SECTION: LandingSectionId = 'footer';

/**
 * The section scroller of SPEC §2, built on the browser: while `enabled`, the page snaps to the
 * seven sections (CSS scroll-snap on <html>, see index.css) and jumps between them instantly
 * (scroll speed 0); wheel, keyboard and touch scroll natively. Under reduced motion the page does
 * not snap. Always: the section in view is reported to the header and the side icon bar.
 */
export function useSectionScroller(enabled: boolean) {
  const setActive = useSetActiveSection();
  const { hash } = useLocation();

  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    root.dataset.sectionScroller = '';
    return () => {
      delete root.dataset.sectionScroller;
    };
  }, [enabled]);

  // Once the overlay has gone, land on the anchor the address names (e.g. `/?tab=all#news`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when scrolling starts, not on every hash change (the router scrolls then).
  useEffect(() => {
    if (!enabled || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [enabled]);

  useEffect(() => {
    const crossing = new Set<string>();
    let lastFullyVisible = false;
    const update = () => {
      const active = lastFullyVisible
        ? LAST_SECTION
        : LANDING_SECTIONS.find((section) => crossing.has(section.id))?.id;
      if (active) setActive(active);
    };
    // The section crossing a band a third of the way down the viewport is the one being read.
    const band = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        update();
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    // The footer is shorter than the screen: once it is fully in view, it is the active one.
    const end = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) lastFullyVisible = entry.intersectionRatio >= 0.95;
        update();
      },
      { threshold: [0, 0.95] },
    );
    for (const section of LANDING_SECTIONS) {
      const element = document.getElementById(section.id);
      if (element) band.observe(element);
      if (element && section.id === LAST_SECTION) end.observe(element);
    }
    return () => {
      band.disconnect();
      end.disconnect();
      setActive(null);
    };
  }, [setActive]);
}
