/** @jest-environment node */
import { stringify } from 'csv-stringify/sync';
import { catalogueToCsv, parseCsv } from '@/content/csv/csv';
import { importCatalogue } from '@/content/csv/import';
import { cellProblemText, formatCellProblem } from '@/content/csv/problem-text';
import { fixtureCopy } from '../../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

const georgianLetter = /[\u10D0-\u10FF]/;

/** The fixture catalogue as CSV with `change` applied to its rows (and maybe its header). */
function edited(change: (rows: Record<string, string>[], header: string[]) => void) {
  const { header, rows } = parseCsv(catalogueToCsv(site.load().products));
  const cells = rows.map((r) => r.cells);
  change(cells, header);
  return stringify(cells, { header: true, columns: header, bom: true });
}
const run = (csv: string) => importCatalogue({ root: site.root, csv, imageExists: () => true });

describe('spreadsheet problems in Georgian', () => {
  it('says every cell message of a broken sheet in Georgian, in the row-and-column frame', async () => {
    const csv = edited((rows) => {
      Object.assign(rows[0]!, { price: 'abc', featured: 'maybe', availability_days: '3' });
      Object.assign(rows[1]!, { price: '', price_currency: 'EUR', name_ka: '' });
      Object.assign(rows[1]!, { spec_order: 'nope|speed|speed', spec_speed_ka: '' });
      Object.assign(rows[1]!, { spec_speed_en: '', categories: 'no-such-category' });
      Object.assign(rows[2]!, { id: rows[0]!.id });
      Object.assign(rows[2]!, { image_2_src: '', image_2_alt_ka: '', image_2_alt_en: '' });
    });
    const { problems } = await run(csv);
    expect(problems.length).toBeGreaterThanOrEqual(9);
    for (const problem of problems) {
      expect([formatCellProblem(problem), problem.ka]).toEqual([
        formatCellProblem(problem),
        expect.stringMatching(georgianLetter),
      ]);
      const { ka, en } = cellProblemText(problem);
      expect(en).toBe(formatCellProblem(problem));
      expect(ka.startsWith(`სტრიქონი ${problem.row}, სვეტი ${problem.column}`)).toBe(true);
    }
    const texts = problems.map((p) => cellProblemText(p).ka);
    expect(texts).toEqual(
      expect.arrayContaining([
        'სტრიქონი 2, სვეტი price („abc“): რიცხვი არ არის',
        'სტრიქონი 2, სვეტი featured („maybe“): უნდა იყოს true, false ან ცარიელი',
        'სტრიქონი 3, სვეტი price (ცარიელი): ცარიელია, თუმცა price_currency ან price_from შევსებულია',
        'სტრიქონი 3, სვეტი spec_order („nope|speed|speed“): „nope“: ასეთი მახასიათებელი არ არსებობს',
        'სტრიქონი 4, სვეტი id („colour-mfp-c3030“): ეს id მე-2 სტრიქონშიც არის',
        'სტრიქონი 4, სვეტი image_2_src (ცარიელი): ცარიელია, თუმცა image_3 შევსებულია',
        // The schema's and the content check's own Georgian.
        expect.stringMatching(/^სტრიქონი 3, სვეტი name_ka \(ცარიელი\): .*[ა-ჰ]/),
        expect.stringMatching(/^სტრიქონი 3, სვეტი categories .*: .*[ა-ჰ].*no-such-category/),
      ]),
    );
  });

  it('says header problems in Georgian, and keeps a message it does not know in English', async () => {
    const csv = edited((_, header) => header.push('colour'));
    const [problem] = (await run(csv)).problems;
    expect(cellProblemText(problem!).ka).toBe('სტრიქონი 1: უცნობი სვეტები: colour');
    const unknown = { message: 'not readable as CSV (line 3): Invalid Closing Quote' };
    expect(cellProblemText(unknown)).toEqual({ ka: unknown.message, en: unknown.message });
  });
});
