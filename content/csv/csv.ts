import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Product } from '../schema';
import { columnsFor, productToRow } from './columns';
import { decodeSpreadsheetText, saveAsUtf8 } from './encoding';
import { protectCell, tableOf, unread, type ParsedTable } from './table';

/**
 * The catalogue as CSV: a byte-order mark (else Excel reads Latin-1), CRLF, and quotes around a
 * cell with a quote, comma, semicolon or line break (csv-stringify alone misses a bare LF).
 */
export function catalogueToCsv(products: readonly Product[]): string {
  const columns = columnsFor(products);
  return stringify(
    products.map((p) => {
      const row = productToRow(p);
      return columns.map((c) => protectCell(row[c] ?? ''));
    }),
    {
      header: true,
      columns,
      bom: true,
      record_delimiter: 'windows',
      quoted_match: /[",;\r\n]/,
    },
  );
}

/** `,`, `;` (spreadsheets in locales with a decimal comma) or tab: the most common in the header. */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (d: string) => firstLine.split(d).length;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best));
}

/** Excel's plain "CSV" writes "?" for each Georgian letter. */
function lostGeorgian(table: ParsedTable): boolean {
  const georgian = table.header.filter((c) => c.endsWith('_ka'));
  const cells = table.rows.flatMap((r) => georgian.map((c) => r.cells[c] ?? ''));
  return (
    cells.some((c) => c.includes('?')) && !cells.some((c) => /[\u10A0-\u10FF\u1C90-\u1CBF]/.test(c))
  );
}

/** Rows of a CSV in any encoding of encoding.ts, separated by `,`, `;` or tab. */
export function parseCsv(input: string | Uint8Array): ParsedTable {
  const decoded = typeof input === 'string' ? { text: input } : decodeSpreadsheetText(input);
  if ('problem' in decoded) return unread({ message: decoded.problem });
  const text = decoded.text.replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    return unread({
      message: `not readable as CSV${line ? ` (line ${line})` : ''}: ${error.message}`,
    });
  }
  const table = tableOf(records);
  if (lostGeorgian(table))
    return {
      ...table,
      rows: [],
      problems: [
        {
          message:
            'the Georgian columns hold "?" and not one Georgian letter: the file was saved in ' +
            `an encoding without Georgian (Excel's plain "CSV (Comma delimited)"). ${saveAsUtf8}`,
        },
      ],
    };
  return table;
}
