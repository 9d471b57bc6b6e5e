/** @jest-environment node */
import ExcelJS from 'exceljs';
import { catalogueToCsv } from '@/content/csv/csv';
import { fixedColumns } from '@/content/csv/columns';
import { helpLines } from '@/content/csv/help';
import { importCatalogue } from '@/content/csv/import';
import { formatCellProblem } from '@/content/csv/problem-text';
import { catalogueToWorkbook, parseWorkbook } from '@/content/csv/xlsx';
import { productTypes } from '@/content/schema';
import { fixtureCopy } from '../../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

const files = () => site.productFiles();
const workbook = () => {
  const content = site.load();
  return catalogueToWorkbook(content.products, content.categories);
};
async function open(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Products')!;
  const header = sheet.getRow(1).values as string[];
  return {
    book,
    sheet,
    cell: (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name)),
  };
}
const save = async (book: ExcelJS.Workbook) => new Uint8Array(await book.xlsx.writeBuffer());
const run = (bytes: Uint8Array) =>
  importCatalogue({ root: site.root, workbook: bytes, imageExists: () => true });

describe('catalogue workbook (.xlsx)', () => {
  it('has a frozen header, text cells as text, lists one per line, and imports unchanged', async () => {
    const before = files();
    const bytes = await workbook();
    const { sheet, cell } = await open(bytes);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(cell(2, 'name_ka').numFmt).toBe('@');
    expect(cell(2, 'features_en').alignment).toMatchObject({ wrapText: true });
    expect(String(cell(2, 'features_en').value).split('\n').length).toBeGreaterThan(1);
    expect(typeof cell(2, 'order').value).toBe('number');
    const result = await run(bytes);
    expect(result.problems).toEqual([]);
    expect(files()).toEqual(before);
  });

  it('keeps model codes such as 0012 and 1E10 and long numbers as typed', async () => {
    const { book, cell } = await open(await workbook());
    cell(2, 'spec_speed_en').value = '0012';
    cell(2, 'name_en').value = '1E10';
    cell(2, 'subtitle_en').value = '123456789012345678901';
    expect((await run(await save(book))).problems).toEqual([]);
    const product = site.load().products[0]!;
    expect(product.name.en).toBe('1E10');
    expect(product.subtitle.en).toBe('123456789012345678901');
    expect(product.specifications.find((s) => s.key === 'speed')?.value.en).toBe('0012');
  });

  it('reads a formula by its computed value, and names a cell holding an error', async () => {
    const { book, cell } = await open(await workbook());
    cell(2, 'price').value = { formula: 'B2*1.1', result: 49.9 * 1.1 } as ExcelJS.CellValue;
    cell(3, 'name_en').value = { error: '#REF!' } as ExcelJS.CellValue;
    const result = await run(await save(book));
    expect(result.problems.map(formatCellProblem)).toEqual([
      'row 3, column name_en ("#REF!"): is a spreadsheet error',
      'row 3, column name_en (empty): English text is empty',
    ]);
    cell(3, 'name_en').value = 'Fixed name';
    expect((await run(await save(book))).problems).toEqual([]);
    expect(site.load().products[0]!.price?.amount).toBe(54.89);
  });

  it('explains every column in a Help sheet, in Georgian and English, with allowed values', async () => {
    const { book } = await open(await workbook());
    const help = book.getWorksheet('Help')!;
    const rows = help.getSheetValues().slice(2) as unknown[][];
    const patterns = rows.map((r) => String(r[1]));
    const explained = (column: string) =>
      patterns.some((p) =>
        p
          .split(', ')
          .some((one) => new RegExp(`^${one.replace(/<key>|N/g, '\\w+')}$`).test(column)),
      );
    const unexplained = [
      ...fixedColumns,
      'image_1_src',
      'document_2_url',
      'video_1_title_ka',
    ].filter((c) => !explained(c));
    expect(unexplained).toEqual([]);
    for (const row of rows) {
      expect(String(row[2])).toMatch(/[\u10A0-\u10FF]/);
      expect(String(row[3])).toMatch(/[A-Za-z]/);
    }
    const typeRow = rows.find((r) => r[1] === 'type')!;
    expect(String(typeRow[4]).split('\n')).toEqual([...productTypes]);
    const categories = rows.find((r) => r[1] === 'categories')!;
    expect(String(categories[4]).split('\n')).toEqual(site.load().categories.map((c) => c.slug));
    expect(helpLines([]).length).toBe(rows.length);
  });

  it('names the commit it was exported from, and the import reports it', async () => {
    const content = site.load();
    const commit = '0123456789abcdef0123456789abcdef01234567';
    const stamped = await catalogueToWorkbook(content.products, content.categories, {
      source: commit,
    });
    expect((await open(stamped)).book.description).toBe(`Catalogue export, commit ${commit}`);
    expect((await run(stamped)).source).toBe(commit);
    // Nothing but a full commit id is written or read.
    const odd = await catalogueToWorkbook(content.products, content.categories, { source: 'x' });
    expect((await open(odd)).book.description).toBeFalsy();
    expect((await run(await workbook())).source).toBeUndefined();
  });

  it('names an unreadable file instead of throwing', async () => {
    const result = await run(new TextEncoder().encode(catalogueToCsv(site.load().products)));
    expect(result.problems.map(formatCellProblem)).toEqual([
      expect.stringMatching(/^not readable as an Excel workbook \(\.xlsx\)/),
    ]);
    await expect(parseWorkbook(new Uint8Array(0))).resolves.toMatchObject({ rows: [] });
  });
});
