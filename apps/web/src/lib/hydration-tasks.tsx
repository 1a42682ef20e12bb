import { type ComponentType, Suspense } from 'react';
import { nextTask } from './next-task';

/**
 * Hydration in several tasks. Preact hydrates a page in one task of the main thread;
 * on a phone (4× CPU slowdown) that of the landing page took 120-210 ms, the longest task of its
 * load and most of Lighthouse's total blocking time. A part wrapped by `hydratedInOwnTask` keeps
 * its server markup while the page around it is hydrated, and takes it over in a task of its own.
 *
 * Only while the app takes a server-rendered page over: `beginHydration` (app/start.tsx) opens that
 * time, and it ends in the task after the last waiting part has hydrated. A part first rendered
 * later (a page reached by a link, a page rendered in the browser, the unit tests) renders at once.
 */
let hydrating = false;
let waiting = 0;
let hydrated: Promise<void> = Promise.resolve();
let endHydration = () => {};

function release(): void {
  waiting -= 1;
  if (waiting > 0) return;
  // The parts that a resumed part renders ask for their turn during its render; after it, none will.
  void nextTask().then(() => {
    if (waiting > 0 || !hydrating) return;
    hydrating = false;
    endHydration();
  });
}

/** A later task to hydrate in, while a server-rendered page is being taken over; else undefined. */
function hydrationTurn(): Promise<void> | undefined {
  if (!hydrating) return undefined;
  waiting += 1;
  return nextTask().then(release);
}

/** The app is about to hydrate the server's page (called once, before `hydrateRoot`). */
export function beginHydration(): void {
  hydrating = true;
  hydrated = new Promise((resolve) => {
    endHydration = resolve;
  });
  // A turn of its own, so that the time ends even on a page with no part that waits.
  void hydrationTurn();
}

/** Resolves once every waiting part has hydrated (at once where no server page is taken over). */
export function whenHydrated(): Promise<void> {
  return hydrated;
}

/**
 * `Component`, hydrated in a task after the one that hydrates its parent. It must render one
 * element at its root: Preact keeps a single DOM node for a part that suspends while hydrating,
 * and would remove the rest of a fragment's nodes. Each use wraps one place in the page.
 */
export function hydratedInOwnTask<Props extends object>(
  Component: ComponentType<Props>,
): ComponentType<Props> {
  let turn: Promise<void> | undefined;
  let ready = false;

  function Waiting(props: Props) {
    if (!ready) {
      turn ??= hydrationTurn()?.then(() => {
        ready = true;
      });
      // Suspends: Preact and React both keep the server's markup of a part that suspends while hydrating.
      if (turn) throw turn;
      ready = true;
    }
    return <Component {...props} />;
  }

  function HydratedInOwnTask(props: Props) {
    return (
      <Suspense fallback={null}>
        <Waiting {...props} />
      </Suspense>
    );
  }
  HydratedInOwnTask.displayName = `HydratedInOwnTask(${Component.displayName ?? Component.name})`;
  return HydratedInOwnTask;
}
