import { controlCharacterProblem } from '../fields/control-characters';
import type { Row } from './columns';
import { said, type CellProblem } from './problem-text';

/**
 * Formula injection: a cell starting with =, +, -, @ (or tab, CR) would run as a formula. It gets
 * a `'` in front, as does one starting with `'`; the import takes one off, so text round-trips.
 */
const needsPrefix = /^[=+\-@\t\r']/;

export const protectCell = (text: string): string => (needsPrefix.test(text) ? `'${text}` : text);

export interface ParsedTable {
  header: string[];
  /** Each data row with its spreadsheet row number (the header is row 1). */
  rows: { row: number; cells: Row }[];
  problems: CellProblem[];
  /** The commit a workbook was exported from, when it says (xlsx.ts). */
  source?: string;
}

/** A file read into no rows, for these problems. */
export const unread = (...problems: CellProblem[]): ParsedTable => ({
  header: [],
  rows: [],
  problems,
});

/** Rows from records (header first), without the formula guard; empty rows are skipped. */
export function tableOf(records: readonly (readonly string[])[], firstRow = 1): ParsedTable {
  const [header = [], ...data] = records;
  const names = header.map((c) => c.trim());
  const problems: CellProblem[] = [];
  const rows: ParsedTable['rows'] = [];
  data.forEach((record, i) => {
    const row = firstRow + i + 1;
    if (record.every((c) => c.trim() === '')) return;
    if (record.length > names.length && record.slice(names.length).some((c) => c.trim() !== ''))
      problems.push({ row, ...said('cellCount', { cells: record.length, header: names.length }) });
    const cells: Row = {};
    names.forEach((name, j) => (cells[name] = (record[j] ?? '').replace(/^'/, '')));
    record.forEach((value, j) => {
      const message = controlCharacterProblem(value);
      if (message) problems.push({ row, column: names[j] || `column ${j + 1}`, value, message });
    });
    rows.push({ row, cells });
  });
  return { header: names, rows, problems };
}
