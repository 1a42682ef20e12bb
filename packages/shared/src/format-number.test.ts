import { describe, expect, it } from 'vitest';
import { formatAchievementCount, formatAchievementNumber } from './format-number';
import { PUBLIC_AR } from './i18n/public-ar';

describe('formatAchievementNumber (SPEC §9)', () => {
  it.each([
    [0, '0%'],
    [97, '97%'],
    [100, '100%'],
    [101, '101+'],
    [1_250, '1250+'],
    [9_999, '9999+'],
    [10_000, '10.0K'],
    [12_360, '12.4K'],
    [12_400, '12.4K'],
    [12_349, '12.3K'],
    [46_850, '46.9K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [999_999, '1.0M'],
    [1_000_000, '1.0M'],
    [3_400_000, '3.4M'],
    [3_450_000, '3.5M'],
    [999_949_999, '999.9M'],
    [999_999_999, '1.0B'],
    [1_000_000_000, '1.0B'],
    [1_120_000_000, '1.1B'],
    [25_000_000_000, '25.0B'],
    // No unit above B: a thousand billions stays in B.
    [999_999_999_999, '1000.0B'],
  ])('%d → %s', (value, expected) => {
    expect(formatAchievementNumber(value)).toBe(expected);
  });

  it('keeps one decimal of a fractional percentage', () => {
    expect(formatAchievementNumber(97.5)).toBe('97.5%');
  });

  it("rounds the same way with the Arabic page's suffixes", () => {
    const suffixes = PUBLIC_AR.numberSuffixes;
    expect(formatAchievementNumber(12_360, suffixes)).toBe('12.4 ألف');
    expect(formatAchievementNumber(999_999, suffixes)).toBe('1.0 مليون');
    expect(formatAchievementNumber(999_999_999, suffixes)).toBe('1.0 مليار');
    expect(formatAchievementNumber(1_250, suffixes)).toBe('1250+');
    expect(formatAchievementNumber(97, suffixes)).toBe('97٪');
  });
});

describe('formatAchievementCount', () => {
  it("uses the target's unit while a counter runs up to it", () => {
    expect(formatAchievementCount(0, 3_400_000)).toBe('0.0M');
    expect(formatAchievementCount(1_700_000, 3_400_000)).toBe('1.7M');
    expect(formatAchievementCount(0, 1_250)).toBe('0+');
    expect(formatAchievementCount(624.6, 1_250)).toBe('625+');
    expect(formatAchievementCount(48.5, 97)).toBe('48.5%');
    expect(formatAchievementCount(5_000, 12_400)).toBe('5.0K');
  });

  it('counts up to a target that rounds into the next unit in that unit', () => {
    expect(formatAchievementCount(0, 999_999)).toBe('0.0M');
    expect(formatAchievementCount(500_000, 999_999)).toBe('0.5M');
    expect(formatAchievementCount(999_999, 999_999)).toBe('1.0M');
  });
});
