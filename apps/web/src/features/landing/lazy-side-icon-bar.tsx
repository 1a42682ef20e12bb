import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

// Its own chunk: it shows only on wide screens, and is last in the tab order, so the first load
// of `/` (the bundle budget) need not carry it.
const SideIconBar = lazy(() => import('./side-icon-bar').then((module) => ({ default: module.SideIconBar })));

/**
 * The side icon bar (SPEC §2), loaded once the app runs: not during hydration, where a suspending
 * lazy component makes Preact rebuild its neighbours (decision 020).
 */
export function LazySideIconBar() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <SideIconBar />
    </Suspense>
  );
}
