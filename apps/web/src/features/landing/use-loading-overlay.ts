import { LOADER_CLOSE_DELAY_MS } from '@authority/shared/constants';
import { useEffect, useState } from 'react';

/**
 * Whether the loading overlay shows: from the start unless everything is `ready` already (coming
 * back to the page; a first visit, `firstVisit`, always shows it), until LOADER_CLOSE_DELAY_MS
 * after `ready` turns true (SPEC §2, §9).
 */
export function useLoadingOverlay(ready: boolean, firstVisit = false): boolean {
  const [open, setOpen] = useState(() => firstVisit || !ready);

  useEffect(() => {
    if (!open || !ready) return;
    const timer = window.setTimeout(() => setOpen(false), LOADER_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, ready]);

  return open;
}
