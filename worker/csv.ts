/**
 * The inbox's CSV download: RFC 4180, with a byte order mark so Excel reads UTF-8. A cell a
 * spreadsheet would read as a formula starts with an apostrophe, so a visitor's text never runs
 * on the dealer's computer (CWE-1236).
 */
export const formulaLike = /^[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return formulaLike.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  const text = guardFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
