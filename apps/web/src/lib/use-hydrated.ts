import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that render; true once the
 * app runs the page (and in any render the browser makes on its own). Server-rendered controls
 * that only work with the app (forms) stay disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
