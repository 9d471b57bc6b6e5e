/** @jest-environment node */
// Amounts of money are finite and bounded: 1e308 is a number to zod, and a page printed it 412
// characters long.
import { stringify } from 'csv-stringify/sync';
import { catalogueToCsv, parseCsv } from '@/content/csv/csv';
import { importCatalogue } from '@/content/csv/import';
import { formatCellProblem } from '@/content/csv/problem-text';
import { formatProblem } from '@/content/load';
import { maxPriceAmount, priceSchema } from '@/content/terms';
import { fixtureCopy } from '../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

const product = 'products/colour-mfp-c3030.yaml';
const messages = (amount: unknown) =>
  priceSchema.safeParse({ amount }).error?.issues.map((i) => i.message) ?? [];

describe('price amounts', () => {
  it('takes prices up to the bound', () => {
    expect(messages(49.9)).toEqual([]);
    expect(messages(maxPriceAmount)).toEqual([]);
  });

  it.each([
    [1e308, 'must be at most 10000000 (check for a typing error)'],
    [maxPriceAmount + 0.01, 'must be at most 10000000 (check for a typing error)'],
    [Infinity, 'must be a number, such as 8900 or 49.90'],
    [NaN, 'must be a number, such as 8900 or 49.90'],
    ['8900', 'must be a number, such as 8900 or 49.90'],
  ])('refuses %p with a message', (amount, message) => {
    expect(messages(amount)).toEqual([message]);
  });

  it('a content file with amount 1e308 (or .inf) is a problem at its line and field', () => {
    const text = site.productFiles()['colour-mfp-c3030.yaml']!;
    for (const amount of ['1e308', '.inf']) {
      site.write(
        product,
        text.replace(/^ {2}type: (.*)$/m, `  type: $1\n  price:\n    amount: ${amount}`),
      );
      expect(site.read().problems.map((p) => formatProblem(p).replace(/\n\s+/g, ' | '))).toEqual([
        expect.stringMatching(
          /colour-mfp-c3030\.yaml:\d+ \| .* \| Product .*, Price → Amount: must be /,
        ),
      ]);
    }
  });

  it('the same bound holds for offers and rental plans', () => {
    site.edit('offers/educational-discount.yaml', ({ ka }) => {
      Object.assign(ka, { originalPrice: 1e308, bundlePrice: 1e307 });
    });
    site.edit('rental.yaml', ({ ka }) => {
      (ka.plans as Record<string, unknown>[])[0]!.monthlyPrice = 1e308;
    });
    const found = site
      .read()
      .problems.map((p) => formatProblem(p).replace(/\n\s+/g, ' | '))
      .join('\n');
    expect(found).toMatch(/educational-discount\.yaml:\d+ \| .*: must be at most/);
    expect(found).toMatch(/rental\.yaml:\d+ \| .*: must be at most/);
  });

  it('a spreadsheet price of 309 digits is refused at its row and column, nothing written', async () => {
    const before = site.productFiles();
    const { header, rows } = parseCsv(catalogueToCsv(site.load().products));
    rows[0]!.cells.price = `1${'0'.repeat(308)}`;
    const csv = stringify(
      rows.map((r) => r.cells),
      { header: true, columns: header },
    );
    const result = await importCatalogue({ root: site.root, csv, imageExists: () => true });
    expect(result.problems.map(formatCellProblem)).toEqual([
      expect.stringMatching(/^row 2, column price \("10{58}…"\): must be at most 10000000 /),
    ]);
    expect(site.productFiles()).toEqual(before);
  });
});
