/** @jest-environment node */
// A NUL (or another control character) in a spreadsheet cell reached the YAML and passed the
// check. Now the import names the row and column and the check the file, line and field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { catalogueToCsv, parseCsv } from '@/content/csv/csv';
import { importCatalogue } from '@/content/csv/import';
import { formatCellProblem } from '@/content/csv/problem-text';
import { tableOf } from '@/content/csv/table';
import { catalogueToWorkbook } from '@/content/csv/xlsx';
import { controlCharacterProblem } from '@/content/fields/control-characters';
import { formatProblem } from '@/content/load';
import { readYamlFile } from '@/content/yaml-file';
import { fixtureCopy } from '../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

/** The oracle: C0 but tab, LF and CR; DEL; C1. */
const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return (code < 0x20 && ![0x09, 0x0a, 0x0d].includes(code)) || (code >= 0x7f && code <= 0x9f);
};
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\0', '\t', '\n', '\r', '\x7f', '\x85', 'ა'),
    fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code)),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
});

describe('controlCharacterProblem', () => {
  it('names the character and where it is', () => {
    expect(controlCharacterProblem('Printer\0X')).toBe(
      'holds an invisible control character U+0000 (NUL) at character 8: delete it (it comes from copying text out of another program)',
    );
    expect(controlCharacterProblem('a\u0085')).toMatch(/U\+0085 at character 2/);
    expect(controlCharacterProblem('one\ttwo\r\nthree — ბეჭდვა')).toBeUndefined();
  });

  it('answers any text, a problem exactly when it holds a control character', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(controlCharacterProblem(value) !== undefined).toBe([...value].some(isControl));
      }),
    );
  });
});

describe('content files', () => {
  it('a NUL written as "\\0" is a problem at its line and field', () => {
    const file = 'products/colour-mfp-c3030.yaml';
    const yaml = site.productFiles()['colour-mfp-c3030.yaml']!;
    site.write(file, yaml.replace(/^ {2}name: .*$/m, '  name: "Colour\\0 MFP C3030"'));
    const line = yaml.split('\n').findIndex((l) => l.startsWith('  name: ')) + 1;
    expect(site.read().problems.map((p) => formatProblem(p).replace(/\n\s+/g, ' | '))).toEqual([
      expect.stringMatching(
        new RegExp(
          `c3030\\.yaml:${line} \\| .*: holds an invisible control character U\\+0000 \\(NUL\\) at character 7`,
        ),
      ),
    ]);
  });

  it('any string in any field: a problem with its line exactly when it holds one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'control-'));
    const path = join(dir, 'x.yaml');
    try {
      fc.assert(
        fc.property(text, fc.nat(3), (value, line) => {
          // JSON's string escapes are YAML's double-quoted ones.
          writeFileSync(path, `${'# note\n'.repeat(line)}ka:\n  name: ${JSON.stringify(value)}\n`);
          const { problems } = readYamlFile(path);
          const expected = [...value].some(isControl) || value.length > 10_000;
          expect(problems.map((p) => [p.line, p.path])).toEqual(
            expected ? [[line + 2, ['ka', 'name']]] : [],
          );
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('spreadsheets', () => {
  it('a NUL in a CSV cell is refused at its row and column, once, and nothing is written', async () => {
    const before = site.productFiles();
    const { header, rows } = parseCsv(catalogueToCsv(site.load().products));
    rows[1]!.cells.name_en = 'Mono MFP\0 M3030';
    rows[2]!.cells.features_en = 'Fast\nQuiet\x01';
    const csv = stringify(
      rows.map((r) => r.cells),
      { header: true, columns: header },
    );
    const result = await importCatalogue({ root: site.root, csv, imageExists: () => true });
    expect(result.problems.map(formatCellProblem)).toEqual([
      'row 3, column name_en ("Mono MFP\\u0000 M3030"): holds an invisible control character U+0000 (NUL) at character 9: delete it (it comes from copying text out of another program)',
      expect.stringMatching(
        /^row 4, column features_en \("Fast ⏎ Quiet\\u0001"\): holds an invisible control character U\+0001 at character 11/,
      ),
    ]);
    expect(site.productFiles()).toEqual(before);
  });

  it('a control character in a workbook cell is refused the same way', async () => {
    const content = site.load();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await catalogueToWorkbook(content.products, content.categories)) as unknown as ArrayBuffer,
    );
    const sheet = book.getWorksheet('Products')!;
    const column = (sheet.getRow(1).values as string[]).indexOf('subtitle_en');
    // How Excel stores a control character in its XML; ExcelJS reads it back as U+001B.
    sheet.getRow(2).getCell(column).value = 'Tab\tis fine, _x001B_ is not';
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const result = await importCatalogue({
      root: site.root,
      workbook: bytes,
      imageExists: () => true,
    });
    expect(result.problems.map(formatCellProblem)).toEqual([
      expect.stringMatching(
        /^row 2, column subtitle_en \(.*\): holds an invisible control character U\+001B/,
      ),
    ]);
  });

  it('tableOf names every cell holding one, in any column, and no other', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        (data) => {
          const header = ['a', 'b', 'c', 'd'];
          const table = tableOf([header, ...data]);
          const named = table.problems.filter((p) => /control character/.test(p.message));
          const expected = data.flatMap((record, i) =>
            record.every((c) => c.trim() === '')
              ? []
              : record.flatMap((cell, j) =>
                  [...cell].some(isControl) ? [{ row: i + 2, column: header[j] }] : [],
                ),
          );
          expect(named.map((p) => ({ row: p.row, column: p.column }))).toEqual(expected);
        },
      ),
    );
  });
});
