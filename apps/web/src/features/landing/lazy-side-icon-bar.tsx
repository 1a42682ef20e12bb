import { lazy, Suspense } from 'react';

// Its own chunk: it shows only on wide screens, and is last in the tab order, so the first load
// of `/` (the bundle budget) need not carry it.
const SideIconBar = lazy(() => import('./side-icon-bar').then((module) => ({ default: module.SideIconBar })));

/** The side icon bar (SPEC §2), loaded once the landing page renders. */
export function LazySideIconBar() {
  return (
    <Suspense fallback={null}>
      <SideIconBar />
    </Suspense>
  );
}
