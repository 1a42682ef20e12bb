import { LOADER_CLOSE_DELAY_MS } from '@authority/shared/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingOverlay } from './use-loading-overlay';

describe('useLoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays open while loading and closes LOADER_CLOSE_DELAY_MS after everything arrived', () => {
    const { result, rerender } = renderHook(({ ready }) => useLoadingOverlay(ready), {
      initialProps: { ready: false },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(true);

    rerender({ ready: true });
    act(() => vi.advanceTimersByTime(LOADER_CLOSE_DELAY_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    expect(LOADER_CLOSE_DELAY_MS).toBeGreaterThanOrEqual(300);
    expect(LOADER_CLOSE_DELAY_MS).toBeLessThanOrEqual(500);
  });

  it('does not open when everything is already there', () => {
    const { result } = renderHook(() => useLoadingOverlay(true));
    expect(result.current).toBe(false);
  });
});
