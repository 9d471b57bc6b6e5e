/** @jest-environment node */
// Product names are unique within a language: 10,000 products of one title passed the check.
import { stringify } from 'csv-stringify/sync';
import { catalogueToCsv, parseCsv } from '@/content/csv/csv';
import { importCatalogue } from '@/content/csv/import';
import { formatCellProblem } from '@/content/csv/problem-text';
import { formatProblem } from '@/content/load';
import { checkRules } from '@/content/rules';
import { inBoth } from '@/content/fields/two-languages';
import { fixtureCopy } from '../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

describe('duplicate product names', () => {
  it('names both files, whatever the case and spacing', () => {
    const first = site.load().products[0]!;
    site.edit('products/mono-printer-p3030.yaml', ({ en }) => {
      en.name = ` ${first.name.en.toUpperCase().replace(' ', '   ')} `;
    });
    expect(site.read().problems.map((p) => formatProblem(p).replace(/\n\s+/g, ' | '))).toEqual([
      expect.stringMatching(
        new RegExp(
          `mono-printer-p3030\\.yaml:\\d+ \\| .* \\| Product .*, Name \\(English\\): ".*" is also the name of products/${first.id}\\.yaml: give each product its own name$`,
        ),
      ),
    ]);
  });

  it('checks each language on its own', () => {
    site.edit('products/mono-printer-p3030.yaml', ({ ka }) => {
      ka.name = site.load().products[0]!.name.ka;
    });
    expect(site.read().problems.map((p) => formatProblem(p).replace(/\n\s+/g, ' | '))).toEqual([
      expect.stringMatching(
        /mono-printer-p3030\.yaml:\d+ \| .* \| Product .*, Name \(Georgian\): ".*" is also the name/,
      ),
    ]);
  });

  it('lists each of 10,000 products of one title against the first', () => {
    const content = site.load();
    const one = content.products[0]!;
    const products = Array.from({ length: 10_000 }, (_, i) => ({ ...one, id: `p-${i}` }));
    const issues = checkRules({ ...content, products }, () => true);
    const names = issues.filter((i) => i.path[0] === 'name');
    expect(names).toHaveLength(2 * 9_999);
    expect(names[0]).toMatchObject({ collection: 'products', id: 'p-1', path: ['name', 'ka'] });
    // Said in both languages, as every rule's message.
    expect(inBoth(names[0]!.message)).toEqual({
      ka: `„${one.name.ka}“ სხვა პროდუქტის სახელიცაა (products/p-0.yaml): თითოეულ პროდუქტს საკუთარი სახელი მიეცით`,
      en: `"${one.name.ka}" is also the name of products/p-0.yaml: give each product its own name`,
    });
  });

  it('a spreadsheet row with another product’s name is refused at its row and column', async () => {
    const before = site.productFiles();
    const { header, rows } = parseCsv(catalogueToCsv(site.load().products));
    rows[2]!.cells.name_en = rows[0]!.cells.name_en!;
    const csv = stringify(
      rows.map((r) => r.cells),
      { header: true, columns: header },
    );
    const result = await importCatalogue({ root: site.root, csv, imageExists: () => true });
    expect(result.problems.map(formatCellProblem)).toEqual([
      `row 4, column name_en ("${rows[0]!.cells.name_en}"): "${rows[0]!.cells.name_en}" is also the name of products/${rows[0]!.cells.id}.yaml: give each product its own name`,
    ]);
    expect(site.productFiles()).toEqual(before);
  });
});
