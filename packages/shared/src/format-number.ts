/**
 * SPEC §9 'Achievement number formatting':
 * 1e9 or more → one decimal + 'B'; 1e6 or more → one decimal + 'M'; 10 000 or more → thousands with
 * one decimal + 'K'; above 100 → the number + '+'; otherwise the number + '%'.
 */

interface Unit {
  /** The smallest value shown in this unit. */
  from: number;
  divisor: number;
  suffix: keyof NumberSuffixes;
}

/** SPEC §9's suffixes in a page's language: English as SPEC writes them. */
export interface NumberSuffixes {
  billion: string;
  million: string;
  thousand: string;
  more: string;
  percent: string;
}
export const ENGLISH_NUMBER_SUFFIXES: NumberSuffixes = {
  billion: 'B',
  million: 'M',
  thousand: 'K',
  more: '+',
  percent: '%',
};

const UNITS: readonly Unit[] = [
  { from: 1e9, divisor: 1e9, suffix: 'billion' },
  { from: 1e6, divisor: 1e6, suffix: 'million' },
  { from: 10_000, divisor: 1_000, suffix: 'thousand' },
];

/** `value` in tenths of `divisor`, rounded half up (SPEC §9 'one decimal': 12 360 → 12.4). */
const tenthsOf = (value: number, divisor: number) => Math.round((value * 10) / divisor);

/**
 * The unit `target` is shown in: the largest it reaches, or the next one up when rounding to one
 * decimal would reach a thousand of it (999 999 is '1.0M', never '1000.0K'): decision 041.
 */
function unitOf(target: number): Unit | undefined {
  const index = UNITS.findIndex((candidate) => target >= candidate.from);
  if (index < 0) return undefined;
  const unit = UNITS[index] as Unit;
  const larger = UNITS[index - 1];
  return larger && tenthsOf(target, unit.divisor) >= 10_000 ? larger : unit;
}

/** Formats an achievement's number as SPEC §9 says, e.g. 3 400 000 → '3.4M', 1250 → '1250+', 97 → '97%'. */
export function formatAchievementNumber(value: number, suffixes = ENGLISH_NUMBER_SUFFIXES): string {
  return formatAchievementCount(value, value, suffixes);
}

/**
 * Formats `value` in the unit that `target` gets, so a counter running from 0 up to its target keeps
 * one unit all the way ('0.0M' … '3.4M') instead of jumping from '%' to '+' to 'K' on its way.
 */
export function formatAchievementCount(
  value: number,
  target: number,
  suffixes = ENGLISH_NUMBER_SUFFIXES,
): string {
  const unit = unitOf(target);
  if (unit) return `${(tenthsOf(value, unit.divisor) / 10).toFixed(1)}${suffixes[unit.suffix]}`;
  return target > 100
    ? `${Math.round(value)}${suffixes.more}`
    : `${Math.round(value * 10) / 10}${suffixes.percent}`;
}
