/**
 * Resolves in a task of its own, after what the browser has waiting (input, paint): work that
 * follows an `await nextTask()` does not lengthen the task it was started from. Hydration is split
 * this way, so no one task of it blocks the page for long (issue 16, Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
