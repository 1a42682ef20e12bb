import { APP_READY_ATTRIBUTE } from '@authority/shared/app-ready';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RootLayout } from './root-layout';

function renderLayout() {
  const router = createMemoryRouter([
    { path: '/', Component: RootLayout, children: [{ index: true, element: <h1>A page</h1> }] },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('the app-ready mark', () => {
  it('is set on <html> once the layout has mounted, and removed when it unmounts', async () => {
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
    const view = renderLayout();

    expect(await screen.findByRole('heading', { level: 1, name: 'A page' })).toBeInTheDocument();
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);

    view.unmount();
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
  });
});
