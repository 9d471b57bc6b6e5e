/**
 * The inbox's CSV download: RFC 4180 (CRLF rows, fields quoted when they hold a comma, quote or
 * line break, quotes doubled), with a byte order mark so Excel reads UTF-8 (Georgian text).
 * A cell a spreadsheet would read as a formula (= + - @ tab CR first) starts with an apostrophe,
 * so a visitor's text can never run as a formula on the dealer's computer (CWE-1236). A CSV has
 * no cell types, so the apostrophe is the only guard there is; the workbook needs none
 * (worker/xlsx.ts).
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
