import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Tells screen-reader users that a client-side navigation showed a new page, by reading out its
 * document title (what a full page load would announce). Render it after the route outlet: its
 * effect then runs after the page's `useDocumentTitle` in the same commit.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    setAnnouncement(document.title);
  }, [pathname]);

  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
