/**
 * CSV for spreadsheet programs: UTF-8 with a byte-order mark (so Arabic names show right),
 * CRLF lines, every cell quoted. A cell that a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR) gets a leading apostrophe: a registrant's name must never become a command.
 */
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(headings: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [headings, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
