/**
 * Resolves in a later task of the event loop (a zero-delay timer), not among this task's
 * microtasks: what follows it runs as a task of its own, and the browser can paint and answer
 * input in between. At once on the server, where no visitor waits on the page's main thread.
 */
export function nextTask(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
