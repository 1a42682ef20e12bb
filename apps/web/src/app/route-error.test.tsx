import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

// A page whose code fails to load, as after a deploy removed the old chunk.
vi.mock('./routes/site/thank-you-page', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
// A layout whose code fails to load: only the root's boundary is left to catch it.
vi.mock('./routes/dashboard/dashboard-layout', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('error boundaries', () => {
  it('shows an error message inside the site layout when a page fails', async () => {
    renderRoute('/thank-you');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows an error page, never a blank one, when a layout fails', async () => {
    renderRoute('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
