/**
 * Starting the app on a server-rendered page: the route's code, the router and the hydration each
 * in a task of their own (lib/next-task.ts), so that none of them lengthens the others' task.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../lib/next-task';
import { startApp } from './start';

vi.mock('../lib/next-task', () => ({ nextTask: vi.fn() }));
vi.mock('react-dom/client', () => ({
  hydrateRoot: vi.fn(),
  createRoot: vi.fn(() => ({ render: vi.fn() })),
}));

afterEach(() => vi.clearAllMocks());

describe('startApp', () => {
  it('hydrates a server-rendered page only after two tasks have come: one for the router, one for the page', async () => {
    const releases: (() => void)[] = [];
    vi.mocked(nextTask).mockImplementation(() => new Promise<void>((resolve) => releases.push(resolve)));
    window.history.replaceState(null, '', '/privacy');
    const container = document.createElement('div');
    container.innerHTML = '<div>server-rendered</div>';

    const started = startApp(container);
    await vi.waitFor(() => expect(nextTask).toHaveBeenCalledTimes(1));
    releases[0]?.();
    await vi.waitFor(() => expect(nextTask).toHaveBeenCalledTimes(2));
    expect(hydrateRoot).not.toHaveBeenCalled();
    releases[1]?.();
    await started;
    expect(hydrateRoot).toHaveBeenCalledWith(container, expect.anything());
    expect(createRoot).not.toHaveBeenCalled();
  });

  it('renders a page the server did not render (a staff page) at once', async () => {
    window.history.replaceState(null, '', '/login');
    const container = document.createElement('div');
    await startApp(container);
    expect(nextTask).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledWith(container);
    expect(hydrateRoot).not.toHaveBeenCalled();
  });
});
