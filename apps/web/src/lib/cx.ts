/** Joins class names, skipping falsy ones: `cx('a', open && 'b')`. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
