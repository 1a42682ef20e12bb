import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves in a later task, not among the microtasks of this one', async () => {
    vi.useFakeTimers();
    let resolved = false;
    void nextTask().then(() => {
      resolved = true;
    });
    // Every microtask queued so far has run: the promise waits for the timer.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });
});
