import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { RouteAnnouncer } from '../../lib/a11y/route-announcer';

/** Wraps every page: scroll restoration (and scrolling to `#anchors`), a page-loading bar, route announcements. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  );
}

/** A thin bar while the next page's code or data loads (lazy routes), so a click never looks ignored. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-400"
    />
  );
}
