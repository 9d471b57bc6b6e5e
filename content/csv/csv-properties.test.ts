/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { catalogueToCsv, parseCsv } from '@/content/csv/csv';
import { checkRow } from '@/content/csv/check-row';
import { columnsFor } from '@/content/csv/columns';
import { importCatalogue } from '@/content/csv/import';
import { controlCharacterProblem } from '@/content/fields/control-characters';
import { loadSite } from '@/content/load';
import {
  currencies,
  galleryTags,
  paperFormats,
  productSchema,
  productTypes,
  specKeys,
  maxSpeedPpm,
  type Product,
} from '@/content/schema';
import { fixtureRoot } from '../../tests/support/content/fixture-content';

/** Every file under dir, by path, to compare byte for byte. */
const files = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name), readFileSync(join(e.parentPath, e.name), 'utf8')]),
  );

/** Text as spreadsheets hold it: anything, with the characters CSV and formulas care about. */
const awkward = fc.constantFrom('"', ',', ';', '\n', '\r\n', '\r', "'", '=', '+', '-', '@', '\t');
const cellText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.array(fc.oneof(awkward, fc.string({ maxLength: 3 })), { maxLength: 8 }).map((a) => a.join('')),
);

describe('spreadsheet parser, arbitrary input', () => {
  it('never throws on any text or bytes', () => {
    fc.assert(
      fc.property(fc.oneof(cellText, fc.string({ unit: 'binary' })), (text) => {
        expect(() => parseCsv(text)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        expect(() => parseCsv(bytes)).not.toThrow();
      }),
    );
  });

  /**
   * The content sits in a folder next to a sentinel folder; whatever the rows say, nothing
   * outside content/products may change, and a product file only when the import succeeds.
   */
  it('never throws and never writes outside content/products, whatever the rows hold', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'csv-prop-'));
    const root = join(parent, 'content');
    cpSync(fixtureRoot, root, { recursive: true });
    mkdirSync(join(parent, 'outside'));
    const products = loadSite(root, () => true).products;
    const header = columnsFor(products);
    const before = files(parent);
    const id = fc.oneof(
      fc.constantFrom('../outside/x', '/tmp/x', 'a'.repeat(300), 'products/x', '..', 'CON', ''),
      fc.stringMatching(/^[a-z0-9./-]{1,12}$/),
    );
    const row = fc.record({ id, cells: fc.array(cellText, { maxLength: header.length }) });
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(row, { maxLength: 3 }),
          fc.boolean(),
          async (rows, deleteMissing) => {
            const records = rows.map((r) => [r.id, ...r.cells]);
            const csv = stringify([header, ...records]);
            const result = await importCatalogue({
              root,
              csv,
              imageExists: () => true,
              deleteMissing,
            });
            const after = files(parent);
            for (const file of Object.keys({ ...before, ...after }))
              if (!file.startsWith(join(root, 'products') + '/'))
                expect(after[file]).toBe(before[file]);
            if (result.problems.length) expect(after).toEqual(before);
            else cpSync(fixtureRoot, root, { recursive: true, force: true });
          },
        ),
        { numRuns: 40 },
      );
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Valid products with text that stresses quoting, formulas and line breaks. */
const georgian = fc.constantFrom('და', 'ბეჭდვა', 'მოწყობილობა');
const trimmed = (text: fc.Arbitrary<string>) =>
  text.map((t) => t.trim()).filter((t) => t.length > 0);
// Content text holds no control characters but tab and line breaks (fields/control-characters.ts).
const contentText = cellText.map((t) => [...t].filter((c) => !controlCharacterProblem(c)).join(''));
const english = trimmed(contentText);
const ka = fc.tuple(georgian, contentText).map(([g, t]) => `${g}${t}`.trim());
const localized = fc.record({ ka, en: english });
const line = trimmed(contentText.map((t) => t.replace(/[\r\n]/g, ' ')));
const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
const image = fc.record({
  src: fc.constantFrom('/images/products/mfp-1.svg', '/uploads/a-b.jpg'),
  alt: localized,
});
const link = fc.record({ title: localized, url: fc.constantFrom('https://example.com/a?b=1,2') });
const product: fc.Arbitrary<Product> = fc
  .record({
    id: slug,
    order: fc.nat(100_000),
    name: localized,
    subtitle: localized,
    description: localized,
    categories: fc.uniqueArray(slug, { minLength: 1, maxLength: 3 }),
    type: fc.constantFrom(...productTypes),
    speedPpm: fc.option(fc.integer({ min: 1, max: maxSpeedPpm }), { nil: undefined }),
    format: fc.option(fc.constantFrom(...paperFormats), { nil: undefined }),
    images: fc.array(image, { minLength: 3, maxLength: 5 }),
    features: fc
      .array(fc.tuple(line, line), { maxLength: 4 })
      .map((pairs) => ({ ka: pairs.map((p) => `ა ${p[0]}`), en: pairs.map((p) => p[1]) })),
    specifications: fc
      .uniqueArray(fc.constantFrom(...specKeys), { minLength: 1, maxLength: 5 })
      .chain((keys) => fc.tuple(...keys.map((key) => localized.map((value) => ({ key, value }))))),
    documents: fc.array(link, { maxLength: 2 }),
    videos: fc.option(fc.array(link, { minLength: 1, maxLength: 2 }), { nil: undefined }),
    tags: fc.uniqueArray(fc.constantFrom(...galleryTags)),
    featured: fc.option(fc.boolean(), { nil: undefined }),
    compatibleWith: fc.uniqueArray(slug, { maxLength: 3 }),
    price: fc.option(
      fc.record({
        amount: fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100),
        currency: fc.constantFrom(...currencies),
        from: fc.boolean(),
      }),
      { nil: undefined },
    ),
    availability: fc.option(
      fc.oneof(
        fc.record({ status: fc.constant('inStock' as const) }),
        fc.record({
          status: fc.constant('toOrder' as const),
          days: fc.option(fc.integer({ min: 1, max: 365 }), { nil: undefined }),
        }),
      ),
      { nil: undefined },
    ),
    financing: fc.option(localized, { nil: undefined }),
  })
  .map((p) => productSchema.parse(JSON.parse(JSON.stringify(p))));

describe('export then import of generated products', () => {
  it('is the identity', () => {
    fc.assert(
      fc.property(fc.uniqueArray(product, { maxLength: 4, selector: (p) => p.id }), (products) => {
        const csv = catalogueToCsv(products);
        for (const cell of parse(csv, { bom: true }).flat())
          expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        const table = parseCsv(csv);
        expect(table.problems).toEqual([]);
        const read = table.rows.map(({ cells, row }) => checkRow(cells, row));
        expect(read.flatMap((r) => r.problems)).toEqual([]);
        expect(read.map((r) => r.checked)).toEqual(products);
      }),
      { numRuns: 150 },
    );
  });
});
