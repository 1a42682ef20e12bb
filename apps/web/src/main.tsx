import './styles/index.css';
import { APP_ROOT_ID } from '@authority/shared/page-contract';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/router';

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

// No top-level await here: the lazy chunks import shared code from this entry chunk, which a
// top-level await would forbid (the bundler then splits that code into many small chunks).
async function start(container: HTMLElement) {
  // The server renders the public pages (decision 005): those are hydrated, staff pages rendered here.
  const serverRendered = container.firstElementChild !== null;
  if (serverRendered) await loadMatchedRoutes();
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
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById(APP_ROOT_ID);
if (!container) throw new Error(`index.html has no #${APP_ROOT_ID} element`);
void start(container);
