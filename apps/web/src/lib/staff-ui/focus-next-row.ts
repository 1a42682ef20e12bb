/** How long to wait for the deleted row to leave the table before moving the focus anyway. */
const ROW_GONE_WAIT_MS = 3000;

/**
 * Where the focus goes once a row is deleted : to the row after it, else the
 * one before, else `fallbackId` (the screen's 'New …' button). Read before the deletion, while the
 * row is still there; the answer moves the focus once the row has left the table (the list is read
 * again first), so that the focus is not lost with it.
 */
export function focusAfterDeleting(idInRow: string, fallbackId: string): () => void {
  const row = document.getElementById(idInRow)?.closest('tr');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  // The row's own first control: the name that opens it (a row header's button), else its menu.
  const target = neighbour?.querySelector<HTMLElement>('th button, th a, button') ?? null;
  const move = () => {
    const next = target?.isConnected ? target : document.getElementById(fallbackId);
    next?.focus();
  };
  return () => {
    const body = row?.parentElement;
    if (!row?.isConnected || !body) {
      move();
      return;
    }
    const observer = new MutationObserver(() => {
      if (row.isConnected) return;
      observer.disconnect();
      clearTimeout(timeout);
      move();
    });
    const timeout = setTimeout(() => {
      observer.disconnect();
      move();
    }, ROW_GONE_WAIT_MS);
    observer.observe(body, { childList: true });
  };
}
