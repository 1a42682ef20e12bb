import { LOADER_CLOSE_DELAY_MS } from '@authority/shared/constants';
import { useEffect, useState } from 'react';

/**
 * Whether the loading overlay shows: from the start unless everything is `ready` already (coming
 * back to the page), until LOADER_CLOSE_DELAY_MS after `ready` turns true (SPEC §2, §9).
 */
export function useLoadingOverlay(ready: boolean): boolean {
  const [open, setOpen] = useState(() => !ready);

  useEffect(() => {
    if (!open || !ready) return;
    const timer = window.setTimeout(() => setOpen(false), LOADER_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, ready]);

  return open;
}
