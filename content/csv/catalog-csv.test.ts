/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { catalogueToCsv, parseCsv } from '@/content/csv/csv';
import { importCatalogue } from '@/content/csv/import';
import { formatCellProblem } from '@/content/csv/problem-text';
import { fixtureCopy } from '../../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

/** Every file under the copy, by path, to compare byte for byte. */
function snapshot(dir = site.root): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [file.slice(dir.length), readFileSync(file, 'utf8')];
      }),
  );
}

const exported = () => catalogueToCsv(site.load().products);
const run = (csv: string, deleteMissing = false) =>
  importCatalogue({ root: site.root, csv, imageExists: () => true, deleteMissing });

/** The exported CSV with some cells changed, as a dealer would in a spreadsheet. */
function edited(change: (rows: Record<string, string>[]) => void): string {
  const { header, rows } = parseCsv(exported());
  const cells = rows.map((r) => r.cells);
  change(cells);
  return stringify(cells, { header: true, columns: header, bom: true });
}

describe('catalogue CSV (fixture content)', () => {
  it('writes UTF-8 with a BOM, one row per product, Georgian intact', () => {
    const csv = exported();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const { header, rows } = parseCsv(csv);
    expect(header.slice(0, 4)).toEqual(['id', 'order', 'type', 'categories']);
    expect(header).toEqual(expect.arrayContaining(['name_ka', 'spec_speed_en', 'image_3_alt_ka']));
    const products = site.load().products;
    expect(rows.map((r) => r.cells.id)).toEqual(products.map((p) => p.id));
    expect(rows[0]!.cells.name_ka).toBe(products[0]!.name.ka);
    expect(rows[0]!.cells.name_ka).toMatch(/[\u10A0-\u10FF]/);
  });

  it('round-trips: importing the export changes no file', async () => {
    const before = snapshot();
    const result = await run(exported());
    expect(result.problems).toEqual([]);
    expect(result.unchanged).toBe(site.load().products.length);
    expect(snapshot()).toEqual(before);
  });

  it('writes a changed row as the content editor would: the file differs in that line only', async () => {
    const before = site.productFiles();
    const csv = edited((rows) => {
      rows[0]!.name_en = `${rows[0]!.name_en} II`;
    });
    expect((await run(csv)).problems).toEqual([]);
    const { id, name_en: name } = parseCsv(csv).rows[0]!.cells;
    const after = site.productFiles();
    const file = `${id}.yaml`;
    expect(Object.keys(after).filter((n) => after[n] !== before[n])).toEqual([file]);
    const [old, now] = [before[file]!.split('\n'), after[file]!.split('\n')];
    expect(now).toHaveLength(old.length);
    const changed = now.flatMap((line, i) => (line === old[i] ? [] : [[old[i], line]]));
    expect(changed).toEqual([[`  name: ${name!.replace(/ II$/, '')}`, `  name: ${name}`]]);
  });

  it('keeps the spec order through spec_order', async () => {
    const csv = edited((rows) => {
      const row = rows[0]!;
      row.spec_order = row.spec_order!.split('|').reverse().join('|');
    });
    expect((await run(csv)).problems).toEqual([]);
    const keys = (csvText: string) => parseCsv(csvText).rows[0]!.cells.spec_order;
    expect(keys(exported())).toBe(keys(csv));
  });

  it('stops on bad rows with row, column and reason for each, and writes nothing', async () => {
    const before = snapshot();
    const csv = edited((rows) => {
      rows[0]!.categories = 'office|no-such-category';
      rows[1]!.name_ka = '';
      rows[2]!.speedPpm = 'abc';
      rows[2]!.order = '1st';
      rows[2]!.name_en = 'Changed, but not saved';
    });
    const result = await run(csv);
    expect(result.problems.map(formatCellProblem)).toEqual(
      expect.arrayContaining([
        'row 2, column categories ("office|no-such-category"): unknown category "no-such-category"',
        'row 3, column name_ka (empty): Georgian text is empty',
        'row 4, column speedPpm ("abc"): is not a number',
        'row 4, column order ("1st"): is not a number',
      ]),
    );
    // Empty Georgian text is also not Georgian script: two reasons for one cell.
    expect(result.problems.map((p) => p.row)).toEqual([2, 3, 3, 4, 4]);
    expect(snapshot()).toEqual(before);
  });

  it('reads price, stock and leasing cells, and exports them back unchanged', async () => {
    const csv = edited((rows) => {
      Object.assign(rows[0]!, { price: '12500', price_from: 'true' });
      Object.assign(rows[1]!, { price: '49.90', price_currency: 'eur' });
      Object.assign(rows[1]!, { availability: 'toOrder', availability_days: '14' });
      Object.assign(rows[1]!, { financing_ka: 'განვადება 12 თვით', financing_en: '12-month plan' });
    });
    expect((await run(csv)).problems).toEqual([]);
    const byId = (id: string) => site.load().products.find((p) => p.id === id)!;
    const ids = parseCsv(csv).rows.map((r) => r.cells.id!);
    expect(byId(ids[0]!).price).toEqual({ amount: 12500, currency: 'GEL', from: true });
    expect(byId(ids[1]!)).toMatchObject({
      price: { amount: 49.9, currency: 'EUR', from: false },
      availability: { status: 'toOrder', days: 14 },
      financing: { ka: 'განვადება 12 თვით', en: '12-month plan' },
    });
    const again = await run(exported());
    expect(again.problems).toEqual([]);
    expect(again.unchanged).toBe(site.load().products.length);
  });

  it('names a bad price or stock cell and writes nothing', async () => {
    const before = snapshot();
    const csv = edited((rows) => {
      Object.assign(rows[0]!, { price: 'ask us', availability_days: '5' });
      Object.assign(rows[1]!, { price: '100', price_currency: 'USD', availability: 'soon' });
      Object.assign(rows[2]!, { availability: 'inStock', availability_days: '5' });
    });
    const result = await run(csv);
    const messages = result.problems.map(formatCellProblem);
    expect(messages).toEqual(
      expect.arrayContaining([
        'row 2, column price ("ask us"): is not a number',
        'row 2, column availability (empty): is empty, but availability_days is filled (use toOrder)',
        expect.stringMatching(/^row 3, column price_currency \("USD"\): /),
        expect.stringMatching(/^row 3, column availability \("soon"\): /),
        expect.stringMatching(
          /^row 4, column availability_days \("5"\): the delivery time is for a product to order/,
        ),
      ]),
    );
    expect(snapshot()).toEqual(before);
  });

  it('names unknown columns and writes nothing', async () => {
    const before = snapshot();
    const csv = exported().replace('\uFEFFid,', '\uFEFFid,colour,');
    const result = await run(csv);
    expect(result.problems.map(formatCellProblem).join('\n')).toMatch(
      /row 1: unknown column\(s\): colour/,
    );
    expect(snapshot()).toEqual(before);
  });

  it('takes a sheet made before the rentable column, and each product keeps its own value', async () => {
    const before = snapshot();
    const rentable = site.load().products.filter((p) => p.rentable);
    expect(rentable.length).toBeGreaterThan(0);
    const { header, rows } = parseCsv(exported());
    const older = header.filter((column) => column !== 'rentable');
    const csv = stringify(
      rows.map((r) => r.cells),
      { header: true, columns: older, bom: true },
    );
    const result = await run(csv);
    expect(result.problems).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('keeps a draft a draft: the sheet has no hidden column, the file keeps its flag', async () => {
    const [draft, shown] = site.load().products;
    site.edit(`products/${draft!.id}.yaml`, ({ ka }) => (ka.hidden = true));
    const before = snapshot();
    const result = await run(exported());
    expect(result.problems).toEqual([]);
    expect(result.updated).toEqual([]);
    expect(snapshot()).toEqual(before);
    // A changed row of a draft stays a draft, and a published product stays published.
    const csv = edited((rows) => {
      for (const row of rows.slice(0, 2)) row.price = '777';
    });
    expect((await run(csv)).updated).toEqual([draft!.id, shown!.id]);
    const byId = new Map(site.load().products.map((p) => [p.id, p]));
    expect(byId.get(draft!.id)).toMatchObject({ hidden: true, price: { amount: 777 } });
    expect(byId.get(shown!.id)?.hidden).toBe(false);
  });

  it('creates a product from a new row, and the site loads it', async () => {
    const csv = edited((rows) => {
      rows.push({
        ...rows[0]!,
        id: 'new-printer-n1',
        order: '999',
        name_ka: 'ახალი პრინტერი N1',
        name_en: 'New printer N1',
      });
    });
    const result = await run(csv);
    expect(result.problems).toEqual([]);
    expect(result.created).toEqual(['new-printer-n1']);
    const loaded = site.load().products.find((p) => p.id === 'new-printer-n1');
    expect(loaded?.name).toEqual({ ka: 'ახალი პრინტერი N1', en: 'New printer N1' });
  });

  it('leaves products missing from the CSV, unless asked to delete them', async () => {
    const csv = edited((rows) => rows.splice(0, 1));
    const count = site.load().products.length;
    await run(csv);
    expect(site.load().products).toHaveLength(count);
    // Every fixture product is in the offer: deleting one breaks it, so nothing is deleted.
    const refused = await run(csv, true);
    expect(refused.problems.map(formatCellProblem).join('\n')).toMatch(
      /offers\/educational-discount\.yaml:\d+\n.*: უცნობი პროდუქტი .*\n.*: unknown product/,
    );
    expect(site.load().products).toHaveLength(count);
    const gone = parseCsv(exported()).rows[0]!.cells.id;
    site.edit('offers/educational-discount.yaml', ({ ka }) => {
      ka.products = (ka.products as string[]).filter((id) => id !== gone);
    });
    const result = await run(csv, true);
    expect(result.problems).toEqual([]);
    expect(result.deleted).toEqual([gone]);
    expect(site.load().products).toHaveLength(count - 1);
  });
});
