import { describe, expect, it } from 'vitest';
import { dayBoundary } from './day-bounds';

describe('dayBoundary', () => {
  it('gives the first and last moment of a day in the reader’s zone, with the offset', () => {
    const start = dayBoundary('2026-07-09', 'start') ?? '';
    expect(start).toMatch(/^2026-07-09T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(new Date(start).getTime()).toBe(new Date(2026, 6, 9).getTime());
    expect(new Date(dayBoundary('2026-07-09', 'end') ?? '').getTime()).toBe(
      new Date(2026, 6, 9, 23, 59, 59, 999).getTime(),
    );
  });

  it('gives nothing for an empty or impossible day', () => {
    expect(dayBoundary('', 'start')).toBeUndefined();
    expect(dayBoundary('2026-02-30', 'end')).toBeUndefined();
    expect(dayBoundary('2026-13-01', 'start')).toBeUndefined();
    expect(dayBoundary('09/07/2026', 'start')).toBeUndefined();
  });
});
