import ExcelJS from 'exceljs';
import type { Category, Product } from '../schema';
import { columnsFor, productToRow } from './columns';
import { helpLines } from './help';
import { said, type CellProblem } from './problem-text';
import { protectCell, tableOf, unread, type ParsedTable } from './table';
import { workbookZipProblem } from './zip-size';

const productSheet = 'Products';
const helpSheet = 'Help';

/**
 * The sheet named Products, or else the first visible one but Help. Hidden sheets are never read
 * (a hidden "Products" once won over the visible sheet); one of that name is refused.
 */
function productsSheet(
  book: ExcelJS.Workbook,
): ExcelJS.Worksheet | { problem: ReturnType<typeof said> } {
  const hidden = book.worksheets.find(
    (s) => s.state !== 'visible' && s.name.toLowerCase() === productSheet.toLowerCase(),
  );
  if (hidden) return { problem: said('hiddenSheet', { name: hidden.name }) };
  const visible = book.worksheets.filter((s) => s.state === 'visible');
  return (
    visible.find((s) => s.name === productSheet) ??
    visible.find((s) => s.name !== helpSheet) ?? { problem: said('noSheet') }
  );
}

const columnNumber = (letters: string) =>
  [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

const shownMerges = 10;

/** Merged cells: ExcelJS reads every cell a merge covers as its first, another product's included. */
function mergeProblems(sheet: ExcelJS.Worksheet, header: readonly string[]) {
  if (!(sheet as unknown as { hasMerges?: boolean }).hasMerges) return [];
  const ranges = sheet.model.merges;
  const problems = ranges.slice(0, shownMerges).map((range) => {
    const [, first = '', top = '', bottom = top] =
      /^([A-Z]+)(\d+)(?::[A-Z]+(\d+))?$/i.exec(range) ?? [];
    const column = header[columnNumber(first) - 1] || `column ${first}`;
    const span = top === bottom ? 'one' : 'many';
    return said('merged', { range, column, span, top, bottom });
  });
  if (ranges.length > shownMerges)
    problems.push(said('moreMerged', { count: ranges.length - shownMerges }));
  return problems;
}

/** Columns kept as numbers, so a dealer can calculate with them (a price rise by formula). */
const numberColumns = new Set(['order', 'speedPpm', 'price', 'availability_days']);
/** Lists shown one item per line in their cell (in CSV joined with "|"). */
const lineLists = new Set(['compatibleWith']);
const wrapped = (column: string) => lineLists.has(column) || column.startsWith('features_');

/** The description names the commit exported from (Excel and LibreOffice keep it). */
const sourceNote = 'Catalogue export, commit ';
const sourceOf = (description: string | undefined) =>
  description?.startsWith(sourceNote) && /^[0-9a-f]{40}$/.test(description.slice(sourceNote.length))
    ? description.slice(sourceNote.length)
    : undefined;

/**
 * The catalogue as a workbook: products under a frozen header, every cell text (format "@", so
 * 0012 stays as typed) but the number columns, then a Help sheet. `source` (a commit) lets an
 * import tell a row the dealer changed from one left stale.
 */
export async function catalogueToWorkbook(
  products: readonly Product[],
  categories: readonly Pick<Category, 'slug'>[],
  { source }: { source?: string } = {},
): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  if (source && sourceOf(sourceNote + source)) book.description = sourceNote + source;
  const sheet = book.addWorksheet(productSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = columnsFor(products);
  sheet.columns = columns.map((name) => ({
    header: name,
    key: name,
    width: wrapped(name) || name.startsWith('description') ? 48 : 18,
    style: numberColumns.has(name)
      ? {}
      : { numFmt: '@', alignment: { wrapText: wrapped(name), vertical: 'top' } },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const product of products) {
    const row = productToRow(product);
    sheet.addRow(
      columns.map((name) => {
        const text = row[name] ?? '';
        if (numberColumns.has(name) && text !== '') return Number(text);
        return protectCell(lineLists.has(name) ? text.replaceAll('|', '\n') : text);
      }),
    );
  }
  const help = book.addWorksheet(helpSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  help.columns = [
    { header: 'სვეტი / Column', width: 30 },
    { header: 'ქართულად', width: 70 },
    { header: 'English', width: 70 },
    { header: 'დასაშვები მნიშვნელობები / Allowed values', width: 40 },
  ].map((c) => ({ ...c, style: { numFmt: '@', alignment: { wrapText: true, vertical: 'top' } } }));
  help.getRow(1).font = { bold: true };
  for (const line of helpLines(categories.map((c) => c.slug)))
    help.addRow([line.column, line.ka, line.en, (line.allowed ?? []).join('\n')]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A cell as the text the dealer sees; a formula gives its last computed result. */
function cellText(
  value: ExcelJS.CellValue,
): string | { problem: ReturnType<typeof said>; shown: string } {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // 15 significant digits, as spreadsheets show them: 1.1 * 49.9 reads 54.89, not 54.890000000000001.
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return { problem: said('sheetError'), shown: String(value.error) };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result === undefined)
      return {
        problem: said('formula'),
        shown: `=${(value as ExcelJS.CellFormulaValue).formula ?? ''}`,
      };
    return cellText(result as ExcelJS.CellValue);
  }
  return { problem: said('notText'), shown: JSON.stringify(value) };
}

/** Rows of the products sheet, numbered as the spreadsheet shows them. */
export async function parseWorkbook(bytes: Uint8Array): Promise<ParsedTable> {
  const tooBig = workbookZipProblem(bytes);
  if (tooBig) return unread({ message: tooBig });
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return unread({ message: `not readable as an Excel workbook (.xlsx): ${reason}` });
  }
  const sheet = productsSheet(book);
  if ('problem' in sheet) return unread(sheet.problem);
  // row.values is sparse and 1-based; reading it is several times faster than getCell per cell.
  const valuesOf = (r: number) => (sheet.getRow(r).values ?? []) as ExcelJS.CellValue[];
  const header = valuesOf(1)
    .slice(1)
    .map((value) => {
      const text = cellText(value);
      return typeof text === 'string' ? text : '';
    });
  const merged = mergeProblems(sheet, header);
  if (merged.length) return unread(...merged);
  const problems: CellProblem[] = [];
  const records: string[][] = [header];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const values = valuesOf(r);
    const record = Array.from({ length: Math.max(header.length, values.length - 1) }, () => '');
    values.forEach((value, i) => {
      const text = cellText(value);
      if (typeof text === 'string') record[i - 1] = text;
      else
        problems.push({
          row: r,
          column: header[i - 1] || `column ${i}`,
          value: text.shown,
          ...text.problem,
        });
    });
    records.push(record);
  }
  const table = tableOf(records);
  const source = sourceOf(book.description);
  return { ...table, problems: [...problems, ...table.problems], ...(source && { source }) };
}
