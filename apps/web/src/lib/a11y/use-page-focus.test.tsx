import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageFocus } from './use-page-focus';

function Layout() {
  usePageFocus('main');
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

const router = () =>
  createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/thank-you', element: <h1>Thank you</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );

describe('usePageFocus', () => {
  it("leaves the first page alone, then puts the focus on each new page's heading", async () => {
    const pages = router();
    render(<RouterProvider router={pages} />);
    expect(document.body).toHaveFocus();
    await act(() => pages.navigate('/thank-you'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Thank you' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves a move to an #anchor to the page (the landing sections)', async () => {
    const pages = router();
    render(<RouterProvider router={pages} />);
    await act(() => pages.navigate('/thank-you#news'));
    expect(document.body).toHaveFocus();
  });
});
