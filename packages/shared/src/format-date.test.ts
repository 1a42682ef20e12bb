import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes the weekday, day, month and year of a calendar day', () => {
    expect(formatLongDate('2026-03-14')).toBe('Saturday 14 March 2026');
    expect(formatLongDate('2026-03-14T00:00:00.000Z')).toBe('Saturday 14 March 2026');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatLongDate('soon')).toBe('');
  });
});
