/** @jest-environment node */
// Workbooks that are not what they seem: a hidden "Products" sheet won over the visible one,
// merged cells copied a value into another product, and a 2 MB file unpacked to 2 GB.
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { importCatalogue } from '@/content/csv/import';
import { formatCellProblem } from '@/content/csv/problem-text';
import { catalogueToWorkbook, parseWorkbook } from '@/content/csv/xlsx';
import { fixtureCopy } from '../../tests/support/content/fixture-content';
import { withStatedSize } from '../../tests/support/content/csv/zip-writer';

let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

async function exported() {
  const content = site.load();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    (await catalogueToWorkbook(content.products, content.categories)) as unknown as ArrayBuffer,
  );
  return { book, sheet: book.getWorksheet('Products')! };
}
const save = async (book: ExcelJS.Workbook) => new Uint8Array(await book.xlsx.writeBuffer());
const run = async (bytes: Uint8Array) => {
  const result = await importCatalogue({
    root: site.root,
    workbook: bytes,
    imageExists: () => true,
  });
  return result.problems.map(formatCellProblem);
};

describe('sheets', () => {
  it('refuses a hidden Products sheet, naming it, and writes nothing', async () => {
    const before = site.productFiles();
    const { book, sheet } = await exported();
    sheet.name = 'Visible';
    const hidden = book.addWorksheet('Products', { state: 'hidden' });
    hidden.addRow(['id', 'name_en']);
    hidden.addRow(['mono-mfp-m3030', 'Hidden name']);
    expect(await run(await save(book))).toEqual([
      'the sheet "Products" is hidden, and the import reads only sheets you can see: unhide it (right-click a sheet tab → Unhide) or delete it, so one sheet of products is left',
    ]);
    expect(site.productFiles()).toEqual(before);
  });

  it('reads the visible sheet and never a hidden one of another name', async () => {
    const { book, sheet } = await exported();
    sheet.name = 'My products';
    const archive = book.addWorksheet('Archive', { state: 'veryHidden' });
    archive.addRow(['id']);
    // First in the workbook: the sheet the import took when none was named Products.
    (archive as unknown as { orderNo: number }).orderNo = -1; // untyped in ExcelJS
    const table = await parseWorkbook(await save(book));
    expect(table.problems).toEqual([]);
    expect(table.rows.map((r) => r.cells.id)).toEqual(site.load().products.map((p) => p.id));
  });
});

describe('merged cells', () => {
  it('refuses a merge down the rows, naming the range, column and rows, and writes nothing', async () => {
    const before = site.productFiles();
    const { book, sheet } = await exported();
    const price = (sheet.getRow(1).values as string[]).indexOf('price');
    sheet.getRow(2).getCell(price).value = 12500;
    sheet.mergeCells(2, price, 3, price);
    const letter = sheet.getRow(2).getCell(price).address.replace(/\d+/, '');
    expect(await run(await save(book))).toEqual([
      `cells ${letter}2:${letter}3 (column price, rows 2–3) are merged: a merged cell is read into every cell it covers, another product’s included; unmerge them (Excel: Home → Merge & Center) and fill each cell`,
    ]);
    expect(site.productFiles()).toEqual(before);
  });

  it('names any merge, wherever it is, never reading the sheet', async () => {
    const { book, sheet } = await exported();
    const bytes = await save(book);
    const columns = sheet.columnCount;
    const range = fc
      .tuple(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: columns }),
        fc.nat(3),
        fc.nat(3),
      )
      .filter(([, , down, across]) => down + across > 0);
    await fc.assert(
      fc.asyncProperty(range, async ([top, left, down, across]) => {
        const copy = new ExcelJS.Workbook();
        await copy.xlsx.load(bytes as unknown as ArrayBuffer);
        copy.getWorksheet('Products')!.mergeCells(top, left, top + down, left + across);
        const table = await parseWorkbook(await save(copy));
        expect(table.rows).toEqual([]);
        expect(table.problems).toEqual([
          {
            message: expect.stringMatching(
              new RegExp(`^cells [A-Z]+${top}:[A-Z]+${top + down} \\(column `),
            ),
            // The editor's upload says it in Georgian, with the same range.
            ka: expect.stringMatching(
              new RegExp(`^უჯრები [A-Z]+${top}:[A-Z]+${top + down} \\(სვეტი `),
            ),
          },
        ]);
      }),
      { numRuns: 8 },
    );
  }, 30_000);
});

describe('size', () => {
  it('refuses a workbook whose directory states 2 GB, before ExcelJS unpacks it', async () => {
    const { book } = await exported();
    const bytes = withStatedSize(await save(book), 'xl/worksheets/sheet1.xml', 2 * 1024 ** 3);
    expect(bytes.length).toBeLessThan(2 * 1024 ** 2);
    expect(await run(bytes)).toEqual([
      expect.stringMatching(
        /^the workbook unpacks to 20\d\d MB, more than the 128 MB a catalogue workbook may/,
      ),
    ]);
  });

  it('a real export passes the size check', async () => {
    const { book } = await exported();
    expect((await parseWorkbook(await save(book))).problems).toEqual([]);
  });
});
