/** @jest-environment node */
// A symbolic link in content/ is refused before the import reads, copies or writes anything: the
// import once wrote through one to a file outside the project, then said "Nothing imported".
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { catalogueToCsv, parseCsv } from '@/content/csv/csv';
import { importCatalogue } from '@/content/csv/import';
import { formatCellProblem } from '@/content/csv/problem-text';
import { fixtureCopy } from '../../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
let outside: string;
beforeEach(() => {
  site = fixtureCopy();
  outside = mkdtempSync(join(tmpdir(), 'outside-'));
});
afterEach(() => {
  site.remove();
  rmSync(outside, { recursive: true, force: true });
});

const target = () => join(outside, 'secret.yaml');
/** The exported catalogue with one product's English name changed. */
function editedCsv(id: string): string {
  const { header, rows } = parseCsv(catalogueToCsv(site.load().products));
  const row = rows.find((r) => r.cells.id === id)!;
  row.cells.name_en = 'Written through the link';
  return stringify(
    rows.map((r) => r.cells),
    { header: true, columns: header },
  );
}
const run = (csv: string) => importCatalogue({ root: site.root, csv, imageExists: () => true });

describe('symbolic links in content/', () => {
  it('a product file that is a link: refused, named, and its target left as it was', async () => {
    const csv = editedCsv('mono-printer-p3030');
    const file = join(site.root, 'products/mono-printer-p3030.yaml');
    writeFileSync(target(), readFileSync(file));
    rmSync(file);
    symlinkSync(target(), file);
    const before = readFileSync(target(), 'utf8');
    const result = await run(csv);
    expect(result.problems.map(formatCellProblem)).toEqual([
      expect.stringMatching(
        /products\/mono-printer-p3030\.yaml: is a symbolic link \(to .*secret\.yaml\): content is read and written as plain files only/,
      ),
    ]);
    expect(result.updated).toEqual([]);
    expect(readFileSync(target(), 'utf8')).toBe(before);
  });

  it('a link to a file that does not exist yet (a new row’s file) is refused too', async () => {
    const { header, rows } = parseCsv(catalogueToCsv(site.load().products));
    const csv = stringify(
      [...rows.map((r) => r.cells), { ...rows[0]!.cells, id: 'new-one', name_en: 'New one' }],
      { header: true, columns: header },
    );
    symlinkSync(target(), join(site.root, 'products/new-one.yaml'));
    const result = await run(csv);
    expect(result.problems.map(formatCellProblem)).toEqual([
      expect.stringMatching(/products\/new-one\.yaml: is a symbolic link/),
    ]);
    expect(() => readFileSync(target())).toThrow(/ENOENT/);
  });

  it('a linked folder in content/ is refused before anything in it is read', async () => {
    const csv = editedCsv('mono-printer-p3030');
    rmSync(join(site.root, 'offers'), { recursive: true });
    symlinkSync(outside, join(site.root, 'offers'));
    const result = await run(csv);
    expect(result.problems.map(formatCellProblem)).toEqual([
      expect.stringMatching(/\/offers: is a symbolic link \(to .*outside-/),
    ]);
    expect(site.productFiles()['mono-printer-p3030.yaml']).not.toMatch(/Written through/);
  });
});
