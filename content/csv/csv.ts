import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Product } from '../schema';
import { columnsFor, productToRow, type Row } from './columns';
import type { CellProblem } from './rows';

/**
 * The catalogue as CSV text: UTF-8 with a byte-order mark (without it Excel reads the Georgian as
 * Latin-1), CRLF between records, line breaks inside quoted cells.
 */
export function catalogueToCsv(products: readonly Product[]): string {
  const columns = columnsFor(products);
  return stringify(products.map(productToRow), {
    header: true,
    columns,
    bom: true,
    record_delimiter: 'windows',
  });
}

export interface ParsedCsv {
  header: string[];
  /** Each data row with its spreadsheet row number (the header is row 1). */
  rows: { row: number; cells: Row }[];
  problems: CellProblem[];
}

/**
 * Rows of a CSV saved by Excel, LibreOffice or Google Sheets. Spreadsheets in locales whose list
 * separator is ";" save with it, so the header line decides the delimiter.
 */
export function parseCsv(text: string): ParsedCsv {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(',') || !firstLine.includes(';') ? ',' : ';';
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter, relax_column_count: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    return {
      header: [],
      rows: [],
      problems: [
        { message: `not readable as CSV${line ? ` (line ${line})` : ''}: ${error.message}` },
      ],
    };
  }
  const [header = [], ...data] = records;
  const names = header.map((c) => c.trim());
  const problems: CellProblem[] = [];
  const rows: ParsedCsv['rows'] = [];
  data.forEach((record, i) => {
    const row = i + 2;
    // Spreadsheets keep formatted but empty rows at the end: nothing to import there.
    if (record.every((c) => c.trim() === '')) return;
    if (record.length > names.length)
      problems.push({ row, message: `has ${record.length} cells but the header ${names.length}` });
    const cells: Row = {};
    names.forEach((name, j) => (cells[name] = record[j] ?? ''));
    rows.push({ row, cells });
  });
  return { header: names, rows, problems };
}
