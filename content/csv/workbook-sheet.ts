import type ExcelJS from 'exceljs';

export const productSheet = 'Products';
export const helpSheet = 'Help';

/**
 * The sheet named Products, or else the first visible one but Help. Hidden sheets are never read
 * (a hidden "Products" once won over the visible sheet); one of that name is refused.
 */
export function productsSheet(book: ExcelJS.Workbook): ExcelJS.Worksheet | { problem: string } {
  const hidden = book.worksheets.find(
    (s) => s.state !== 'visible' && s.name.toLowerCase() === productSheet.toLowerCase(),
  );
  if (hidden)
    return {
      problem:
        `the sheet "${hidden.name}" is hidden, and the import reads only sheets you can see: ` +
        'unhide it (right-click a sheet tab → Unhide) or delete it, so one sheet of products is left',
    };
  const visible = book.worksheets.filter((s) => s.state === 'visible');
  return (
    visible.find((s) => s.name === productSheet) ??
    visible.find((s) => s.name !== helpSheet) ?? {
      problem: 'the workbook has no sheet of products',
    }
  );
}

const columnNumber = (letters: string) =>
  [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

const shownMerges = 10;

/** Merged cells: ExcelJS reads every cell a merge covers as its first, another product's included. */
export function mergeProblems(sheet: ExcelJS.Worksheet, header: readonly string[]) {
  if (!(sheet as unknown as { hasMerges?: boolean }).hasMerges) return [];
  const ranges = sheet.model.merges;
  const problems = ranges.slice(0, shownMerges).map((range) => {
    const [, first = '', top = '', bottom = top] =
      /^([A-Z]+)(\d+)(?::[A-Z]+(\d+))?$/i.exec(range) ?? [];
    const column = header[columnNumber(first) - 1] || `column ${first}`;
    const rows = top === bottom ? `row ${top}` : `rows ${top}–${bottom}`;
    return {
      message:
        `cells ${range} (column ${column}, ${rows}) are merged: a merged cell is read into every ` +
        'cell it covers, another product’s included; unmerge them (Excel: Home → Merge & Center) ' +
        'and fill each cell',
    };
  });
  if (ranges.length > shownMerges)
    problems.push({ message: `and ${ranges.length - shownMerges} more merged ranges` });
  return problems;
}
