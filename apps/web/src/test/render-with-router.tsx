import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `ui` at `path` inside a memory router, for components that link or read the address. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
