import { act } from '@testing-library/react';
import { IntersectionObserverDouble, ResizeObserverDouble } from './doubles';

/** Tells every live observer of `target` that it is now `ratio` visible (0 = not at all). */
export function intersect(target: Element, ratio: number) {
  act(() => {
    for (const observer of IntersectionObserverDouble.instances) {
      if (observer.disconnected || !observer.targets.has(target)) continue;
      const rect = target.getBoundingClientRect();
      const entry: IntersectionObserverEntry = {
        target,
        intersectionRatio: ratio,
        isIntersecting: ratio > 0,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
      observer.callback([entry], observer);
    }
  });
}

export function intersectionObservers() {
  return IntersectionObserverDouble.instances;
}

export function resizeObservers() {
  return ResizeObserverDouble.instances;
}

/** Gives an element the scroll sizes jsdom never computes. */
export function setScrollGeometry(
  element: HTMLElement,
  {
    scrollWidth,
    clientWidth,
    scrollLeft = 0,
  }: { scrollWidth: number; clientWidth: number; scrollLeft?: number },
) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  element.scrollLeft = scrollLeft;
}
