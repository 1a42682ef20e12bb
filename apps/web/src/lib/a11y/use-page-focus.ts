import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side move to another page (not the first load, not a move to an `#anchor`,
 * which the section scroller handles), puts the keyboard focus on the new page's heading, as a
 * full page load would put a reader at its start. The scroll is ScrollRestoration's: the top for a
 * new page, the old position for Back.
 */
export function usePageFocus(containerId: string) {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (hash) return;
    const container = document.getElementById(containerId);
    const heading = container?.querySelector<HTMLElement>('h1') ?? container;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname, hash, containerId]);
}
