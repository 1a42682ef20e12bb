/**
 * A part wrapped by `hydratedInOwnTask` takes its server markup over in a task after the page's,
 * only while a server-rendered page is being taken over; rendered any other time, it renders at once.
 */
import { act, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./next-task', () => ({ nextTask: vi.fn() }));
// React's own renderers, driven with act() (Testing Library, which sets this, is not used here).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A fresh module for each test: the time of hydration is the module's own state.
async function load() {
  vi.resetModules();
  const { nextTask } = await import('./next-task');
  const releases: (() => void)[] = [];
  vi.mocked(nextTask).mockImplementation(() => new Promise<void>((resolve) => releases.push(resolve)));
  const tasks = await import('./hydration-tasks');
  /** Runs the tasks asked for so far, as the event loop would. */
  const runTasks = async () => {
    const due = releases.splice(0);
    await act(async () => {
      for (const release of due) release();
      // What those tasks' promises run, to the end of their microtasks (a zero timer, not a wait).
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { ...tasks, releases, runTasks };
}

type Wrap = typeof import('./hydration-tasks').hydratedInOwnTask;
type PartProps = { label: string };

function setUp(hydratedInOwnTask: Wrap, onServer: Wrap = hydratedInOwnTask) {
  const clicks = vi.fn();
  let renders = 0;
  function Part({ label }: PartProps) {
    renders += 1;
    return (
      <button type="button" onClick={clicks}>
        {label}
      </button>
    );
  }
  const page = (Wrapped: ComponentType<PartProps>) => () => (
    <main>
      <h1>Page</h1>
      <Wrapped label="Go" />
    </main>
  );
  return {
    Page: page(hydratedInOwnTask(Part)),
    ServerPage: page(onServer(Part)),
    clicks,
    renders: () => renders,
  };
}

describe('hydratedInOwnTask', () => {
  it('keeps the server markup of a part while its page hydrates, and takes it over in a later task', async () => {
    // The server's render runs in a process of its own: a module of its own here.
    const server = await load();
    const { hydratedInOwnTask, beginHydration, whenHydrated, releases, runTasks } = await load();
    const { Page, ServerPage, clicks, renders } = setUp(hydratedInOwnTask, server.hydratedInOwnTask);
    let hydrated = false;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<ServerPage />);
    const serverButton = container.querySelector('button');
    const rendersOnServer = renders();

    beginHydration();
    void whenHydrated().then(() => {
      hydrated = true;
    });
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // The page is hydrated; the part waits for a task, its server markup in place.
    expect(renders()).toBe(rendersOnServer);
    expect(releases.length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('button')).toBe(serverButton);

    await runTasks();
    expect(renders()).toBe(rendersOnServer + 1);
    // The same element, taken over: it now answers.
    expect(container.querySelector('button')).toBe(serverButton);
    serverButton?.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    // The time of hydration ends in the task after the last part's: the app is then ready.
    expect(hydrated).toBe(false);
    await runTasks();
    expect(hydrated).toBe(true);
    expect(releases).toEqual([]);
    container.remove();
  });

  it('renders a part at once where no server-rendered page is taken over (a page rendered in the browser)', async () => {
    const { hydratedInOwnTask, releases } = await load();
    const { Page, renders } = setUp(hydratedInOwnTask);
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    expect(renders()).toBe(1);
    expect(container.querySelector('button')?.textContent).toBe('Go');
    expect(releases).toEqual([]);
  });

  it('ends the time of hydration once the waiting parts have hydrated: a part first rendered later renders at once', async () => {
    const { hydratedInOwnTask, beginHydration, releases, runTasks } = await load();
    beginHydration();
    // No part waits: the time ends after the task that beginHydration holds, and the one after it.
    await runTasks();
    await runTasks();
    expect(releases).toEqual([]);

    const { Page, renders } = setUp(hydratedInOwnTask);
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    expect(renders()).toBe(1);
    expect(releases).toEqual([]);
  });
});
