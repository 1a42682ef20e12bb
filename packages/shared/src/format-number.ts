/**
 * SPEC §9 'Achievement number formatting':
 * 1e9 or more → one decimal + 'B'; 1e6 or more → one decimal + 'M'; 10 000 or more → thousands with
 * one decimal + 'K'; above 100 → the number + '+'; otherwise the number + '%'.
 */

interface Unit {
  /** The smallest value shown in this unit. */
  from: number;
  divisor: number;
  suffix: string;
}

const UNITS: readonly Unit[] = [
  { from: 1e9, divisor: 1e9, suffix: 'B' },
  { from: 1e6, divisor: 1e6, suffix: 'M' },
  { from: 10_000, divisor: 1_000, suffix: 'K' },
];

/**
 * One decimal, cut rather than rounded: a public claim never shows more than was achieved, and
 * 999 999 stays '999.9K' instead of turning into '1000.0K'.
 */
function oneDecimal(value: number, divisor: number): string {
  const tenths = Math.floor((value * 10) / divisor);
  return (tenths / 10).toFixed(1);
}

/** Formats an achievement's number as SPEC §9 says, e.g. 3 400 000 → '3.4M', 1250 → '1250+', 97 → '97%'. */
export function formatAchievementNumber(value: number): string {
  return formatAchievementCount(value, value);
}

/**
 * Formats `value` in the unit that `target` gets, so a counter running from 0 up to its target keeps
 * one unit all the way ('0.0M' … '3.4M') instead of jumping from '%' to '+' to 'K' on its way.
 */
export function formatAchievementCount(value: number, target: number): string {
  const unit = UNITS.find((candidate) => target >= candidate.from);
  if (unit) return `${oneDecimal(value, unit.divisor)}${unit.suffix}`;
  return target > 100 ? `${Math.round(value)}+` : `${Math.round(value * 10) / 10}%`;
}
