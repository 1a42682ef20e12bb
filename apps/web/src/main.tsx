import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server renders the public pages (issue 7): those are hydrated, staff pages rendered here.
const serverRendered = container.firstElementChild !== null;

if (serverRendered) {
  // Hydration must find the routes' code in place: load the lazy routes this URL matches first.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

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
