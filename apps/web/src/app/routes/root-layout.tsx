import { APP_READY_ATTRIBUTE } from '@authority/shared/app-ready';
import { splitLocalePath } from '@authority/shared/locales';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { RouteAnnouncer } from '../../lib/a11y/route-announcer';
import { whenHydrated } from '../../lib/hydration-tasks';
import { publicTextsOrDefault } from '../../lib/i18n/texts';

/**
 * Wraps every page: scroll restoration (and scrolling to `#anchors`), a page-loading bar, route
 * announcements, and the mark on <html> that the app is running.
 */
export function RootLayout() {
  useAppReady();
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
  const { pathname } = useLocation();
  const texts = publicTextsOrDefault(splitLocalePath(pathname).locale);
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={texts.loader.label}
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-400"
    />
  );
}

/**
 * Marks <html> once the app runs the page. Effects run only in the browser, after the first commit:
 * so a server-rendered page gets the mark when hydrated (the parts hydrated in tasks of their own
 * included, lib/hydration-tasks.tsx), a staff page when first rendered, and a test that waits for
 * it knows the app's own controls now answer.
 */
function useAppReady() {
  useEffect(() => {
    const root = document.documentElement;
    let mounted = true;
    void whenHydrated().then(() => {
      if (mounted) root.setAttribute(APP_READY_ATTRIBUTE, '');
    });
    return () => {
      mounted = false;
      root.removeAttribute(APP_READY_ATTRIBUTE);
    };
  }, []);
}
