import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { documentPageData } from '../lib/http/api-client';
import { beginHydration } from '../lib/hydration-tasks';
import { nextTask } from '../lib/next-task';
import { routes } from './router';

/** Hydration must find the routes' code in place: loads the lazy routes this URL matches. */
async function loadMatchedRoutes() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Starts the app in `container`. The server renders the public pages (decision 005): those are
 * hydrated, staff pages rendered here. On a server-rendered page the route's modules are evaluated
 * in one task, the router made in the next and the page hydrated from a third: at a phone's speed
 * (4× CPU slowdown) all three were one task of 110-180 ms. The hydration itself goes on
 * in tasks of its own for the parts wrapped by `hydratedInOwnTask` (lib/hydration-tasks.tsx).
 */
export async function startApp(container: HTMLElement) {
  const serverRendered = container.firstElementChild !== null;
  if (serverRendered) {
    await loadMatchedRoutes();
    await nextTask();
  }
  // The page's embedded answers are parsed here, in the router's task, not in the hydration's.
  if (serverRendered) documentPageData();
  const router = createBrowserRouter(
    routes,
    // No public route has a loader: the server's render needs no data handed over.
    serverRendered ? { hydrationData: { loaderData: {} } } : undefined,
  );
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (serverRendered) {
    await nextTask();
    beginHydration();
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
}
